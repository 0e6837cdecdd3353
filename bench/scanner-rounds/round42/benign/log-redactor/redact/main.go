package main

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
)

var rules = []struct {
	re   *regexp.Regexp
	repl string
}{
	{regexp.MustCompile(`(?i)(authorization:\s*bearer\s+)[A-Za-z0-9._\-]+`), "${1}[REDACTED]"},
	{regexp.MustCompile(`(?i)((password|passwd|secret|api_key|token)=)[^&\s]+`), "${1}[REDACTED]"},
	{regexp.MustCompile(`AKIA[0-9A-Z]{16}`), "[AWS_KEY]"},
	{regexp.MustCompile(`eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+`), "[JWT]"},
	{regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`), "[EMAIL]"},
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1024*1024), 1024*1024)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for sc.Scan() {
		line := sc.Text()
		for _, r := range rules {
			line = r.re.ReplaceAllString(line, r.repl)
		}
		fmt.Fprintln(w, line)
	}
}
