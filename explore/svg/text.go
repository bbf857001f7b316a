package svg

import (
	"math"
	"strings"
)

// TextWidth estimates how wide text is at a font size (px) in DejaVu Sans,
// the widest of the fonts the pages ask for and the one Debian's browsers
// fall back to: an advance width per character class, rounded up so that
// the estimate is not below the real width for the labels the pages draw
// (the browser test checks the real layout). Bold text is about a tenth
// wider.
func TextWidth(s string, size float64, bold bool) float64 {
	em := 0.0
	for _, r := range s {
		switch {
		case r == 'i' || r == 'l' || r == 'j' || r == '|' || r == '\'' || r == '!':
			em += 0.29
		case r == ' ' || r == '.' || r == ',' || r == ':' || r == ';' || r == 'I':
			em += 0.34
		case r == 'f' || r == 't' || r == 'r' || r == '(' || r == ')' || r == '-' || r == '/' || r == '[' || r == ']':
			em += 0.42
		case r >= '0' && r <= '9':
			em += 0.64
		case r == 'm' || r == 'w' || r == '%' || r == 'M' || r == 'W' || r == '…' || r == '@':
			em += 1.0
		case r >= 'A' && r <= 'Z':
			em += 0.78
		case r == '+' || r == '=' || r == '<' || r == '>' || r == '~':
			em += 0.84
		case r >= 'a' && r <= 'z':
			em += 0.64
		default:
			em += 0.8
		}
	}
	w := em * size
	if bold {
		w *= 1.12
	}
	return math.Ceil(w)
}

// FitText shortens text with "…" until TextWidth says it fits in room.
func FitText(s string, size float64, bold bool, room float64) string {
	if TextWidth(s, size, bold) <= room {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && TextWidth(string(r)+"…", size, bold) > room {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// The vertical extent of a line of text around its baseline, in ems, in
// DejaVu Sans (its ascent and descent): the box a browser gives a line.
const (
	Ascent  = 0.93
	Descent = 0.24
)

// LineStep is the distance between the baselines of wrapped lines, in
// ems: a little more than a line's box, so that lines do not touch.
const LineStep = 1.2

// Wrap breaks text into lines that TextWidth says fit in width: at
// spaces, and within a word only when the word alone is wider. Nothing
// is left out: the lines joined with spaces give the text back (but for
// the breaks inside words).
func Wrap(s string, size float64, bold bool, width float64) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		try := w
		if cur != "" {
			try = cur + " " + w
		}
		if TextWidth(try, size, bold) <= width {
			cur = try
			continue
		}
		if cur != "" {
			lines = append(lines, cur)
		}
		// A word wider than the line: cut it where it must be.
		for TextWidth(w, size, bold) > width {
			r := []rune(w)
			n := len(r) - 1
			for n > 1 && TextWidth(string(r[:n]), size, bold) > width {
				n--
			}
			lines = append(lines, string(r[:n]))
			w = string(r[n:])
		}
		cur = w
	}
	if cur != "" || len(lines) == 0 {
		lines = append(lines, cur)
	}
	return lines
}

// WidestLine is the width of the widest of lines.
func WidestLine(lines []string, size float64, bold bool) float64 {
	w := 0.0
	for _, l := range lines {
		w = max(w, TextWidth(l, size, bold))
	}
	return w
}
