package svg

import (
	"math"
	"strings"
	"testing"
)

// The expectations are worked out by hand from the rules in text.go and
// chart_layout.go; the comments show the sums.

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

func TestTextWidth(t *testing.T) {
	for _, c := range []struct {
		s    string
		bold bool
		want float64
	}{
		{"100%", false, 33}, // (3×0.64 + 1.0) × 11 = 32.12
		{"On", false, 16},   // (0.78 + 0.64) × 11 = 15.62
		{"On", true, 18},    // 15.62 × 1.12 = 17.49
		{"il", false, 7},    // 2 × 0.29 × 11 = 6.38
		{"", false, 0},
	} {
		if got := TextWidth(c.s, 11, c.bold); got != c.want {
			t.Errorf("TextWidth(%q, bold %v) = %v, want %v", c.s, c.bold, got, c.want)
		}
	}
	// fitText cuts until the text and its ellipsis fit: "abc…" is
	// (3×0.64 + 1.0) × 11 = 32.12, "abcd…" 39.16.
	if got := FitText("abcdefgh", 11, false, 35); got != "abc…" {
		t.Errorf("fitText = %q, want abc…", got)
	}
	if got := FitText("abc", 11, false, 35); got != "abc" {
		t.Errorf("fitText = %q, want abc unchanged", got)
	}
}

func TestBarLayout(t *testing.T) {
	for _, c := range []struct {
		ng, ns    int
		label     float64
		plot, bar float64
		standing  bool
	}{
		// 6 programs × 3 modes, "70.7%" (36 px) needs 40 px bars: 640 px
		// give 28.4, 40 × 18 / 0.8 = 900 px give 40.
		{6, 3, 36, 900, 40, false},
		// One mode: 640 / 6 × 0.8 = 85 px, capped at 48.
		{6, 1, 36, 640, 48, false},
		// 14 × 3 would need 2100 px: labels stand, bars 16 px wide on
		// 16 × 42 / 0.8 = 840 px.
		{14, 3, 36, 840, 16, true},
		// A label wider than the widest bar stands as well.
		{2, 3, 60, 640, 48, true},
	} {
		plot, bar, standing := barLayout(c.ng, c.ns, c.label)
		if !near(plot, c.plot) || !near(bar, c.bar) || standing != c.standing {
			t.Errorf("barLayout(%d, %d, %v) = %v, %v, %v; want %v, %v, %v", c.ng, c.ns, c.label, plot, bar, standing, c.plot, c.bar, c.standing)
		}
	}
}

func TestBarValueText(t *testing.T) {
	for _, c := range []struct {
		v       float64
		percent bool
		want    string
	}{
		{70.666, true, "70.7%"}, {100, true, "100%"}, {0, true, "0%"},
		{5.8, false, "5.8"}, {9999, false, "9999"}, {12345, false, "12.3k"}, {40576, false, "40.6k"},
		{100000, false, "100k"}, {1645492, false, "1.65M"}, {999700, false, "1M"},
	} {
		if got := barValueText(c.v, c.percent); got != c.want {
			t.Errorf("barValueText(%v, %v) = %q, want %q", c.v, c.percent, got, c.want)
		}
	}
}

// Wrap at 11 px: "aaaa aaaa" is (8 × 0.64 + 0.34) × 11 = 60.06 → 61 px.
func TestWrap(t *testing.T) {
	for _, c := range []struct {
		s     string
		width float64
		want  []string
	}{
		{"aaaa aaaa", 61, []string{"aaaa aaaa"}},
		{"aaaa aaaa", 60, []string{"aaaa", "aaaa"}},
		{"aaaa aaaa aaaa", 61, []string{"aaaa aaaa", "aaaa"}},
		// A word wider than the line is cut: "aaa" is 21.12 → 22 px.
		{"aaaaaaa", 22, []string{"aaa", "aaa", "a"}},
		{"", 50, []string{""}},
		{"  spaced   out ", 500, []string{"spaced out"}},
	} {
		got := Wrap(c.s, 11, false, c.width)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("Wrap(%q, %v) = %q, want %q", c.s, c.width, got, c.want)
		}
		for _, l := range got {
			if TextWidth(l, 11, false) > c.width {
				t.Errorf("Wrap(%q, %v): line %q is %v px wide", c.s, c.width, l, TextWidth(l, 11, false))
			}
		}
	}
}
