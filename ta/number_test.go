package ta

import (
	"slices"
	"testing"
)

// The classes of a number compared with 60 and 70 (the encoding of
// Number: 2j+1 is the j-th constant, 2j between constants), in words and
// back.
func TestNumberClasses(t *testing.T) {
	n := &Number{Consts: []string{"-2.5", "60", "70"}}
	want := []string{"below -2.5", "-2.5", "-2.5..60", "60", "60..70", "70", "above 70"}
	for k, text := range want {
		if got := n.ClassText(int64(k)); got != text {
			t.Errorf("ClassText(%d) = %q, want %q", k, got, text)
		}
		if got, ok := n.ParseClassText(text); !ok || got != int64(k) {
			t.Errorf("ParseClassText(%q) = %d, %v, want %d", text, got, ok, k)
		}
	}
	if got := n.ClassText(7); got != "" {
		t.Errorf("ClassText(7) = %q, want none", got)
	}
	for _, c := range []struct {
		x     string
		class int64
		exact bool
	}{
		{"-3", 0, false}, {"-2.50", 1, true}, {"0", 2, false}, {"60", 3, true}, {"60.000001", 4, false},
		{"69.99", 4, false}, {"70", 5, true}, {"7e1", 5, true}, {"1e3", 6, false},
	} {
		x, ok := ParseDecimal(c.x)
		if !ok {
			t.Fatalf("ParseDecimal(%q) failed", c.x)
		}
		if k, exact := n.ClassOf(x); k != c.class || exact != c.exact {
			t.Errorf("ClassOf(%s) = %d, %v, want %d, %v", c.x, k, exact, c.class, c.exact)
		}
		if k, ok := n.ParseClassText(c.x); !ok || k != c.class {
			t.Errorf("ParseClassText(%s) = %d, %v, want %d", c.x, k, ok, c.class)
		}
	}
	for _, bad := range []string{"1/2", "0x10", "Inf", "NaN", "", "1.", ".5", "1e99999", "60..", "warm"} {
		if _, ok := n.ParseClassText(bad); ok {
			t.Errorf("ParseClassText(%q) accepted", bad)
		}
	}
	if got := (&Number{}).ClassText(0); got != "any" {
		t.Errorf("no constants: ClassText(0) = %q, want any", got)
	}
}

func TestNumberValid(t *testing.T) {
	for _, c := range []struct {
		consts []string
		ok     bool
	}{
		{nil, true}, {[]string{"1", "2.5"}, true}, {[]string{"2", "1"}, false}, {[]string{"1", "1.0"}, false}, {[]string{"+Inf"}, false},
	} {
		if got := (&Number{Consts: c.consts}).Valid() == ""; got != c.ok {
			t.Errorf("Valid(%v) ok = %v, want %v", c.consts, got, c.ok)
		}
	}
}

func TestClassConsts(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
		ok   bool
	}{
		{"below 60", []string{"60"}, true},
		{"above -2.5", []string{"-2.5"}, true},
		{"60..70", []string{"60", "70"}, true},
		{"-5..-2.5", []string{"-5", "-2.5"}, true},
		{"70", []string{"70"}, true},
		{"any", nil, true},
		{"on", nil, false},
		{"below warm", nil, false},
		{"1..x", nil, false},
	} {
		got, ok := ClassConsts(c.text)
		if ok != c.ok || !slices.Equal(got, c.want) {
			t.Errorf("ClassConsts(%q) = %v, %v, want %v, %v", c.text, got, ok, c.want, c.ok)
		}
	}
}

// A factor's class may join classes of the number: said with bounds.
func TestNumberRangeText(t *testing.T) {
	n := &Number{Consts: []string{"50", "70"}}
	for _, c := range []struct {
		lo, hi int64
		want   string
	}{
		{0, 0, "x = below 50"},
		{3, 3, "x = 70"},
		{1, 4, "x >= 50"},
		{2, 4, "x > 50"},
		{0, 1, "x <= 50"},
		{0, 2, "x < 70"},
		{1, 2, "50 <= x < 70"},
		{2, 3, "50 < x <= 70"},
		{0, 4, "x = any"},
	} {
		if got := n.RangeText("x", c.lo, c.hi); got != c.want {
			t.Errorf("RangeText(%d, %d) = %q, want %q", c.lo, c.hi, got, c.want)
		}
	}
}
