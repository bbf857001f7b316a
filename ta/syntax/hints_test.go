package syntax

import (
	"strings"
	"testing"
)

// An expression that writes an operator as Home Assistant's templates
// (Jinja) and Python do, or compares with a single =, is refused with
// the IR's spelling; a quoted name holding such a word is no operator,
// and an error with no such cause gets no hint.
func TestOperatorHints(t *testing.T) {
	for _, c := range []struct{ src, hint string }{
		{`not (Light == On)`, "(expressions write ! for not)"},
		{`Light == On and Motion`, "(expressions write && for and)"},
		{`Light == On or Light == Off`, "(expressions write || for or)"},
		{`not Light == On and Motion or x`, "(expressions write ! for not, && for and, || for or)"},
		{`Light = On`, "(expressions write == to compare)"},
		{`'Hall and Porch' == On ==`, ""},
		{`Light == On &&`, ""},
	} {
		_, err := ParseExpr("inv.yaml", 2, 14, c.src)
		if err == nil {
			t.Errorf("%s: parsed", c.src)
			continue
		}
		msg := err.Error()
		if c.hint == "" && strings.Contains(msg, "expressions write") || c.hint != "" && !strings.Contains(msg, c.hint) {
			t.Errorf("%s: %s; want the hint %q", c.src, msg, c.hint)
		}
	}
}
