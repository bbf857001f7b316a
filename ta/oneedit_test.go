package ta

import "testing"

// OneEdit is the Damerau–Levenshtein distance 1, counted by hand for each
// pair: one insertion, deletion, replacement or swap of neighbours.
func TestOneEdit(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"binary_sensor.hal_motion", "binary_sensor.hall_motion", true}, // a deletion
		{"hall_motion", "hal_motion", true},                             // an insertion
		{"turn_of", "turn_off", true},
		{"onn", "on", true},
		{"porhc", "porch", true},  // a swap
		{"prohc", "porch", false}, // two swaps
		{"hlal", "hall", true},
		{"lamp_1", "lamp_2", true}, // a replacement
		{"abc", "abc", false},      // equal
		{"abc", "abd", true},
		{"abc", "bca", false},
		{"kitchen", "kitchn", true},
		{"kitchen", "kichn", false}, // two deletions
		{"a", "", true},
		{"", "", false},
		{"ab", "ba", true},
		{"abcd", "acbd", true},
		{"abcd", "adcb", false},
		{"é", "e", true}, // runes, not bytes
		{"naïve", "naive", true},
	} {
		if got := OneEdit(c.a, c.b); got != c.want {
			t.Errorf("OneEdit(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := OneEdit(c.b, c.a); got != c.want {
			t.Errorf("OneEdit(%q, %q) = %v, want %v (not symmetric)", c.b, c.a, got, c.want)
		}
	}
}

// EditAt names the first character that differs and what stands there in
// each name.
func TestEditAt(t *testing.T) {
	for _, c := range []struct {
		a, b   string
		at     int
		ca, cb rune
	}{
		{"lamp_1", "lamp_2", 5, '1', '2'},
		{"hal_motion", "hall_motion", 3, '_', 'l'},
		{"lamp", "lamps", 4, 0, 's'},
		{"porhc", "porch", 3, 'h', 'c'},
	} {
		at, ca, cb := EditAt(c.a, c.b)
		if at != c.at || ca != c.ca || cb != c.cb {
			t.Errorf("EditAt(%q, %q) = %d, %q, %q; want %d, %q, %q", c.a, c.b, at, ca, cb, c.at, c.ca, c.cb)
		}
	}
}

// DidYouMean names the one likely meant, each case worked out by hand: the
// nearest within two edits, of equally near ones the one reached without
// a replacement.
func TestDidYouMean(t *testing.T) {
	for _, c := range []struct {
		name  string
		known []string
		want  string
	}{
		// turn_off is one insertion away, turn_on one replacement.
		{"turn_of", []string{"turn_on", "turn_off", "toggle"}, "turn_off"},
		{"light.turn_of", []string{"light.turn_on", "light.turn_off", "light.toggle"}, "light.turn_off"},
		{"onn", []string{"on", "off"}, "on"},
		{"of", []string{"on", "off"}, "off"},
		{"On", []string{"on", "off"}, "on"}, // case only
		{"strat", []string{"start", "pause", "cancel"}, "start"},
		{"motion_of", []string{"motion_on", "motion_off"}, "motion_off"},
		// Two replacements at one distance: no one.
		{"lamp_x", []string{"lamp_a", "lamp_b"}, ""},
		// Beyond two edits.
		{"heating", []string{"off", "heat", "cool"}, ""},
		// Two edits from a three-letter name is too far to say.
		{"aan", []string{"on", "off"}, ""},
		{"unlock", []string{"locked", "unlocked", "open"}, "unlocked"},
		{"x", nil, ""},
		{"after", []string{"after"}, ""}, // itself
	} {
		want := ""
		if c.want != "" {
			want = ` (did you mean "` + c.want + `"?)`
		}
		if got := DidYouMean(c.name, c.known); got != want {
			t.Errorf("DidYouMean(%q, %q) = %q, want %q", c.name, c.known, got, want)
		}
	}
}
