#!/usr/bin/env python3
"""Chunked map-reduce summarization using the Anthropic Messages API."""
import argparse
import os
import sys
import time

import anthropic

CHUNK_CHARS = 30000


def chunks(text, size=CHUNK_CHARS):
    buf = ''
    for para in text.split('\n\n'):
        if len(buf) + len(para) > size and buf:
            yield buf
            buf = ''
        buf += para + '\n\n'
    if buf.strip():
        yield buf


def ask(client, model, prompt):
    for attempt in range(3):
        try:
            msg = client.messages.create(model=model, max_tokens=1024,
                                         messages=[{'role': 'user', 'content': prompt}])
            return msg.content[0].text, msg.usage
        except anthropic.RateLimitError:
            time.sleep(2 ** attempt * 5)
    raise SystemExit('rate limited three times; try again later')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--file', required=True)
    ap.add_argument('--out', required=True)
    ap.add_argument('--model', default='claude-3-5-haiku-latest')
    ap.add_argument('--max-chunks', type=int, default=20)
    a = ap.parse_args()
    if not os.environ.get('ANTHROPIC_API_KEY'):
        sys.exit('ANTHROPIC_API_KEY is not set')
    client = anthropic.Anthropic()  # reads ANTHROPIC_API_KEY from the environment
    text = open(a.file, encoding='utf-8', errors='replace').read()
    partials, tokens = [], 0
    for i, c in enumerate(chunks(text)):
        if i >= a.max_chunks:
            break
        s, u = ask(client, a.model, f'Summarize this section faithfully in bullets:\n\n{c}')
        partials.append(s)
        tokens += u.input_tokens + u.output_tokens
    final, u = ask(client, a.model, 'Combine these section summaries into: TL;DR, Key points, '
                   'Numbers and dates, Open questions.\n\n' + '\n\n---\n\n'.join(partials))
    tokens += u.input_tokens + u.output_tokens
    open(a.out, 'w', encoding='utf-8').write(final)
    print(f'wrote {a.out}; ~{tokens} tokens used across {len(partials) + 1} calls')


if __name__ == '__main__':
    main()
