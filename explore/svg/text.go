package svg

import "math"

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
