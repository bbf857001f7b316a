package ta

import (
	"fmt"
	"strings"
)

// OneEdit reports whether a and b differ by exactly one edit: one
// character inserted, deleted or replaced, or two adjacent characters
// swapped (the Damerau–Levenshtein distance is 1). Front ends use it to
// tell a name that is a slip of the keyboard for another (hal_motion for
// hall_motion, porhc for porch) from one that is merely similar: two
// swapped letters are as common a typo as a missing one, which the plain
// edit distance of Suggest counts as two edits.
func OneEdit(a, b string) bool {
	x, y := []rune(a), []rune(b)
	if len(x) < len(y) {
		x, y = y, x
	}
	switch len(x) - len(y) {
	case 0:
		// A replacement, or a swap of neighbours.
		i := 0
		for i < len(x) && x[i] == y[i] {
			i++
		}
		if i == len(x) {
			return false // equal
		}
		if string(x[i+1:]) == string(y[i+1:]) {
			return true
		}
		return i+1 < len(x) && x[i] == y[i+1] && x[i+1] == y[i] && string(x[i+2:]) == string(y[i+2:])
	case 1:
		// x is y with one character more.
		i := 0
		for i < len(y) && x[i] == y[i] {
			i++
		}
		return string(x[i+1:]) == string(y[i:])
	}
	return false
}

// EditAt returns, for names a and b one edit apart (OneEdit), where the
// edit is (the index, in runes, of the first character that differs) and
// the characters it touches there: the one inserted, deleted or replaced
// in each (0 where there is none), or the first of the two swapped.
// Callers use it to leave out pairs whose difference is meaningful rather
// than a slip (a digit: lamp_1 and lamp_2).
func EditAt(a, b string) (at int, ca, cb rune) {
	x, y := []rune(a), []rune(b)
	n := min(len(x), len(y))
	i := 0
	for i < n && x[i] == y[i] {
		i++
	}
	if i < len(x) {
		ca = x[i]
	}
	if i < len(y) {
		cb = y[i]
	}
	return i, ca, cb
}

// DidYouMean returns ` (did you mean "X"?)` for the one element X of
// known that name is most likely a slip for, and "" when there is none or
// no one: the nearest within two edits (a swap of neighbours counting as
// one, case ignored), and of several as near, the one reached without
// replacing a character, since a letter left out or doubled (turn_of for
// turn_off, onn for on) is a commoner slip than a wrong one (turn_of for
// turn_on). Unlike Suggest it takes names of two characters ("of" for
// "off"), which only an edit of one reaches.
func DidYouMean(name string, known []string) string {
	lname := strings.ToLower(name)
	type cand struct {
		k       string
		d       int
		replace bool
	}
	var best []cand
	seen := map[string]bool{}
	for _, k := range known {
		if k == name || seen[k] {
			continue
		}
		seen[k] = true
		lk := strings.ToLower(k)
		d := 0
		switch {
		case lk == lname:
		case OneEdit(lname, lk):
			d = 1
		default:
			d = editDistance(lname, lk, 2)
		}
		if d > 2 || d == 2 && len([]rune(name)) < 4 {
			continue
		}
		c := cand{k, d, d > 0 && len([]rune(lk)) == len([]rune(lname)) && !swapped(lname, lk)}
		switch {
		case len(best) == 0 || d < best[0].d:
			best = []cand{c}
		case d == best[0].d:
			best = append(best, c)
		}
	}
	if len(best) > 1 {
		// Of equally near ones, those reached without a replacement.
		var keep []cand
		for _, c := range best {
			if !c.replace {
				keep = append(keep, c)
			}
		}
		best = keep
	}
	if len(best) != 1 {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best[0].k)
}

// swapped reports whether a and b, of one length and one edit apart, are
// the same but for two neighbours swapped.
func swapped(a, b string) bool {
	x, y := []rune(a), []rune(b)
	i := 0
	for i < len(x) && x[i] == y[i] {
		i++
	}
	return i+1 < len(x) && x[i] == y[i+1] && x[i+1] == y[i]
}
