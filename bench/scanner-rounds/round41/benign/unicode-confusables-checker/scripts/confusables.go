package main

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"unicode"
)

func category(r rune) string {
	switch {
	case r == 0x200B || r == 0x200C || r == 0x200D || r == 0x2060 || r == 0xFEFF:
		return "zero-width"
	case (r >= 0x202A && r <= 0x202E) || (r >= 0x2066 && r <= 0x2069):
		return "bidi-control"
	case r >= 0xE0000 && r <= 0xE007F:
		return "tag-character"
	}
	return ""
}

func scan(path string) {
	f, err := os.Open(path)
	if err != nil {
		return
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1024*1024), 1024*1024)
	line := 0
	for sc.Scan() {
		line++
		latin, cyr := false, false
		for col, r := range []rune(sc.Text()) {
			if c := category(r); c != "" && !(line == 1 && col == 0 && r == 0xFEFF) {
				fmt.Printf("%s:%d:%d U+%04X %s\n", path, line, col+1, r, c)
			}
			if unicode.Is(unicode.Latin, r) {
				latin = true
			}
			if unicode.Is(unicode.Cyrillic, r) {
				cyr = true
			}
		}
		if latin && cyr {
			fmt.Printf("%s:%d mixed Latin/Cyrillic on one line\n", path, line)
		}
	}
}

func main() {
	for _, root := range os.Args[1:] {
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				scan(p)
			}
			return nil
		})
	}
}
