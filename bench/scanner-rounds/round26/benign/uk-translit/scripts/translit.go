// Транслітерація за стандартом КМУ 2010 (Постанова № 55).
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"unicode"
)

var initial = map[rune]string{'є': "ye", 'ї': "yi", 'й': "y", 'ю': "yu", 'я': "ya"}
var common = map[rune]string{
	'а': "a", 'б': "b", 'в': "v", 'г': "h", 'ґ': "g", 'д': "d", 'е': "e", 'є': "ie",
	'ж': "zh", 'з': "z", 'и': "y", 'і': "i", 'ї': "i", 'й': "i", 'к': "k", 'л': "l",
	'м': "m", 'н': "n", 'о': "o", 'п': "p", 'р': "r", 'с': "s", 'т': "t", 'у': "u",
	'ф': "f", 'х': "kh", 'ц': "ts", 'ч': "ch", 'ш': "sh", 'щ': "shch", 'ю': "iu",
	'я': "ia", 'ь': "", '\'': "", '’': "",
}

func word(w string) (string, error) {
	var b strings.Builder
	rs := []rune(w)
	for i, r := range rs {
		lr := unicode.ToLower(r)
		var out string
		if lr == 'г' && i > 0 && unicode.ToLower(rs[i-1]) == 'з' {
			out = "gh"
		} else if v, ok := initial[lr]; ok && i == 0 {
			out = v
		} else if v, ok := common[lr]; ok {
			out = v
		} else if strings.ContainsRune("ёъыэ", lr) {
			return "", fmt.Errorf("російська літера %q у слові %q", r, w)
		} else {
			out = string(r)
		}
		if unicode.IsUpper(r) && out != "" {
			out = strings.ToUpper(out[:1]) + out[1:]
		}
		b.WriteString(out)
	}
	return b.String(), nil
}

func line(s string) string {
	parts := strings.Fields(s)
	for i, p := range parts {
		t, err := word(p)
		if err != nil {
			fmt.Fprintln(os.Stderr, "помилка:", err)
			os.Exit(1)
		}
		parts[i] = t
	}
	return strings.Join(parts, " ")
}

func main() {
	if len(os.Args) > 1 && os.Args[1] != "-" {
		fmt.Println(line(strings.Join(os.Args[1:], " ")))
		return
	}
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		fmt.Println(line(sc.Text()))
	}
}
