#!/usr/bin/env python3
"""Split Markdown into translatable / non-translatable segments and join them back."""
import json
import re
import sys

FENCE = re.compile(r'^(```|~~~)')


def split(text):
    segs, buf, in_fence = [], [], False
    front = text.startswith('---\n')
    lines = text.splitlines(keepends=True)
    for i, line in enumerate(lines):
        if front and i > 0 and line.strip() == '---':
            buf.append(line)
            segs.append({'text': ''.join(buf), 'translate': False})
            buf, front = [], False
            continue
        if front:
            buf.append(line)
            continue
        if FENCE.match(line):
            if buf:
                segs.append({'text': ''.join(buf), 'translate': not in_fence})
                buf = []
            in_fence = not in_fence
            buf.append(line)
            if not in_fence:
                segs.append({'text': ''.join(buf), 'translate': False})
                buf = []
            continue
        buf.append(line)
    if buf:
        segs.append({'text': ''.join(buf), 'translate': not in_fence})
    return segs


def main():
    cmd, path = sys.argv[1], sys.argv[2]
    if cmd == 'split':
        print(json.dumps(split(open(path, encoding='utf-8').read()), ensure_ascii=False, indent=1))
    elif cmd == 'join':
        segs = json.load(open(path, encoding='utf-8'))
        sys.stdout.write(''.join(s['text'] for s in segs))


if __name__ == '__main__':
    main()
