package syntax

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/delorean-mc/delorean/ta"
)

// YAMLError turns an error of gopkg.in/yaml.v3 decoding data (file's
// contents) into a diagnostic at the line and column where the problem
// is, as far as the message tells. yaml.v3 gives a line, and no column;
// for a flow collection left open ("did not find expected ',' or '}'")
// it gives the line of the collection's opening counted from 0, that is
// the line before it. So the opening bracket is looked for where the
// message says it is; a second mapping value on a line ("mapping values
// are not allowed in this context", an unquoted ": " inside a value) is
// pointed at; an error without a line is put at the first byte YAML
// cannot take (a control character, or not UTF-8).
func YAMLError(file string, data []byte, err error) *ta.Error {
	var te *ta.Error
	if errors.As(err, &te) {
		return te // DecodeYAML's, positioned already
	}
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	line := 0
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		if n, text, ok := strings.Cut(rest, ":"); ok {
			if v, e := strconv.Atoi(n); e == nil {
				line, msg = v, strings.TrimSpace(text)
			}
		}
	}
	lines := strings.Split(string(data), "\n")
	if line > len(lines) {
		line = 0
	}
	// The lines to look at: near the one given, or every line.
	near := func(ls ...int) []int {
		if line == 0 {
			ls = ls[:0]
			for l := 1; l <= len(lines); l++ {
				ls = append(ls, l)
			}
		}
		return ls
	}
	switch {
	case strings.HasPrefix(msg, "did not find expected ',' or '}'"), strings.HasPrefix(msg, "did not find expected ',' or ']'"):
		open := byte('{')
		if strings.HasSuffix(msg, "']'") {
			open = '['
		}
		for _, l := range near(line+1, line) {
			if l >= 1 && l <= len(lines) {
				if c := unclosed(lines[l-1], open); c > 0 {
					return &ta.Error{Pos: ta.Pos{File: file, Line: l, Col: c}, Msg: fmt.Sprintf("this %c is not closed (%s)", open, msg)}
				}
			}
		}
	case strings.HasPrefix(msg, "did not find expected '-' indicator"):
		// yaml.v3 names the list (its first item, or the line before);
		// the line at fault is the first below it indented as neither an
		// item ("- " at the list's column) nor inside one.
		for _, l0 := range near(line+1, line) {
			if l, c := offList(lines, l0); l > 0 {
				return &ta.Error{Pos: ta.Pos{File: file, Line: l, Col: c}, Msg: msg + " (this line is indented as neither a new item of the list above nor a part of its item)"}
			}
			if line == 0 {
				break
			}
		}
	case strings.HasPrefix(msg, "found unexpected end of stream"):
		// Most often a quoted value left open: the last quote that the
		// text does not close.
		for l := min(line, len(lines)); l >= 1 && line > 0; l-- {
			if c := openQuote(lines[l-1]); c > 0 {
				return &ta.Error{Pos: ta.Pos{File: file, Line: l, Col: c}, Msg: "this quote is not closed (" + msg + ")"}
			}
		}
	case strings.HasPrefix(msg, "mapping values are not allowed"):
		for _, l := range near(line) {
			s := lines[l-1]
			if i := strings.Index(s, ": "); i >= 0 {
				if j := strings.Index(s[i+2:], ": "); j >= 0 {
					col := utf8.RuneCountInString(s[:i+2+j]) + 1
					return &ta.Error{Pos: ta.Pos{File: file, Line: l, Col: col}, Msg: msg + " (a value with \": \" in it must be quoted as a whole)"}
				}
			}
		}
	}
	if line == 0 {
		l, c := firstBadByte(data)
		return &ta.Error{Pos: ta.Pos{File: file, Line: l, Col: c}, Msg: msg}
	}
	return &ta.Error{Pos: ta.Pos{File: file, Line: line, Col: firstNonSpace(lines[line-1])}, Msg: msg}
}

// unclosed returns the column of the last bracket of kind open that the
// line opens and does not close (outside quotes and comments), 0 if none.
// A closer that does not match the innermost opener leaves that one
// unclosed.
func unclosed(s string, open byte) int {
	var stack, left []int
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '#' && (i == 0 || s[i-1] == ' '):
			i = len(s)
		case c == '{' || c == '[':
			stack = append(stack, i)
		case c == '}' || c == ']':
			want := byte('{')
			if c == ']' {
				want = '['
			}
			for len(stack) > 0 {
				top := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if s[top] == want {
					break
				}
				left = append(left, top)
			}
		}
	}
	left = append(left, stack...)
	best := -1
	for _, k := range left {
		if s[k] == open && k > best {
			best = k
		}
	}
	if best < 0 {
		return 0
	}
	return utf8.RuneCountInString(s[:best]) + 1
}

// offList finds, for the block list whose first item is on line l0
// (1-based), the first line below that is neither a new item nor inside
// one: its line and column, or 0.
func offList(lines []string, l0 int) (int, int) {
	if l0 < 1 || l0 > len(lines) {
		return 0, 0
	}
	item := func(s string) (ind, content int, ok bool) {
		t := strings.TrimLeft(s, " ")
		ind = len(s) - len(t)
		if !strings.HasPrefix(t, "- ") {
			return ind, 0, false
		}
		rest := t[2:]
		return ind, ind + 2 + len(rest) - len(strings.TrimLeft(rest, " ")), true
	}
	in, content, ok := item(lines[l0-1])
	if !ok {
		return 0, 0
	}
	for l := l0 + 1; l <= len(lines); l++ {
		s := lines[l-1]
		t := strings.TrimSpace(s)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		ind, c, isItem := item(s)
		switch {
		case ind < in:
			return 0, 0
		case ind == in && isItem:
			content = c
		case ind >= content:
		default:
			return l, ind + 1
		}
	}
	return 0, 0
}

// openQuote returns the column of a quote the line opens and does not
// close (outside comments), 0 if none. A quote inside a plain value
// (it's) opens nothing: a quoted value starts after a space, a colon, a
// dash, a comma or a bracket.
func openQuote(s string) int {
	var quote byte
	at := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '#' && (i == 0 || s[i-1] == ' '):
			i = len(s)
		case (c == '"' || c == '\'') && (i == 0 || strings.IndexByte(" :-,[{", s[i-1]) >= 0):
			quote, at = c, i
		}
	}
	if quote == 0 {
		return 0
	}
	return utf8.RuneCountInString(s[:at]) + 1
}

// firstNonSpace is the column of the line's first character but spaces
// (YAML indents with spaces only: a tab there is the problem).
func firstNonSpace(s string) int {
	return utf8.RuneCountInString(s[:len(s)-len(strings.TrimLeft(s, " "))]) + 1
}

// firstBadByte finds where YAML without a line in its error goes wrong
// first: a control character or a byte that is not UTF-8.
func firstBadByte(data []byte) (line, col int) {
	line, col = 1, 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if (r == utf8.RuneError && size <= 1) || (r < 0x20 && r != '\n' && r != '\t' && r != '\r') || r == 0x7f {
			return line, col
		}
		if r == '\n' {
			line, col = line+1, 0
		}
		col++
		i += size
	}
	return 1, 1
}
