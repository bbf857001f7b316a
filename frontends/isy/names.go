package isy

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/delorean-mc/delorean/ta"
)

// A name the programs misspell is not an error to the controller's text:
// `Set 'Porch Ligth' Off` names a device of its own, which the programs
// then set and read apart from 'Porch Light', and the light the user meant
// never goes off. The console never writes such a name (it picks nodes
// from its list), so a misspelling comes from a program typed or edited
// by hand. With the device list the names are checked against it; without
// it a name used once that one slip of a finger would turn into another
// name of the programs is warned about.

// nameSpace is what a name names: a device (conditions and Set), a scene
// (Set Scene) or a variable ($name).
type nameSpace uint8

const (
	deviceNames nameSpace = iota
	sceneNames
	varNames
)

func (s nameSpace) String() string {
	switch s {
	case sceneNames:
		return "scene"
	case varNames:
		return "variable"
	}
	return "device"
}

// nameUse is one mention of a name, at its opening quote (a variable at
// its $).
type nameUse struct {
	name string
	pos  ta.Pos
}

// useName records a mention for checkNames.
func (l *lowerer) useName(s nameSpace, name string, pos ta.Pos) {
	l.nameUses[s] = append(l.nameUses[s], nameUse{name, pos})
}

// nameGroup is a name with its mentions, in file order.
type nameGroup struct {
	name string
	uses []ta.Pos
}

func groupNames(uses []nameUse) []*nameGroup {
	by := map[string]*nameGroup{}
	var out []*nameGroup
	for _, u := range uses {
		g := by[u.name]
		if g == nil {
			g = &nameGroup{name: u.name}
			by[u.name] = g
			out = append(out, g)
		}
		g.uses = append(g.uses, u.pos)
	}
	for _, g := range out {
		slices.SortFunc(g.uses, comparePos)
	}
	slices.SortFunc(out, func(a, b *nameGroup) int { return comparePos(a.uses[0], b.uses[0]) })
	return out
}

func comparePos(a, b ta.Pos) int {
	if a.Line != b.Line {
		return a.Line - b.Line
	}
	return a.Col - b.Col
}

// checkNames checks the device names against the device list when there
// is one (a name it does not hold is an error), and warns about each
// device or scene name (without a list) and each variable used once that
// is a slip from another name of its kind the programs use (see slip).
// The controller's own text never has such a name: the console picks
// names from its tables.
func (l *lowerer) checkNames() {
	for s := range l.nameUses {
		if cat := l.opt.Devices; cat != nil && nameSpace(s) != varNames {
			if nameSpace(s) == deviceNames {
				for _, g := range groupNames(l.nameUses[s]) {
					if cat.Nodes[g.name] == nil && cat.Scenes[g.name] == nil {
						l.errorf(g.uses[0], "no device named %q in %s%s", g.name, cat.File, suggestName(g.name, cat.Names()))
					}
				}
			}
			// Scenes are checked where Set Scene is collected.
			continue
		}
		groups := groupNames(l.nameUses[s])
		for _, g := range groups {
			if len(g.uses) != 1 {
				continue
			}
			var best *nameGroup
			for _, o := range groups {
				if o != g && slip(g.name, o.name) && (best == nil || len(o.uses) > len(best.uses)) {
					best = o
				}
			}
			// Two names used once each: one of them is misspelt; the
			// warning goes to the later one.
			if best == nil || (len(best.uses) == 1 && comparePos(best.uses[0], g.uses[0]) > 0) {
				continue
			}
			used := fmt.Sprintf("used once, at %s", best.uses[0])
			if n := len(best.uses); n > 1 {
				used = fmt.Sprintf("used %d times, first at %s", n, best.uses[0])
			}
			l.warnf(g.uses[0], "%s %q is used once, and one edit from the %s %q (%s); a misspelling makes a new %s, unrelated to %q (did you mean %q?)",
				nameSpace(s), g.name, nameSpace(s), best.name, used, nameSpace(s), best.name, best.name)
		}
	}
}

// slip reports whether name a is name b with one slip of a finger: the
// same but for case, two neighbouring characters swapped, a letter
// replaced by the one next to it on the keyboard (in a word of six
// letters or more, by any letter), or a character added or left out
// (Damerau–Levenshtein distance 1, case-insensitive). The
// edits that tell apart names a home really has are left out, so that the
// warning does not fire on them: a digit (Light 1, Light 2, Light 12), a
// plural s at the end of a word (Hall Light, Hall Lights: a device and a
// scene), the first letter of a word or a letter of a word of three
// letters or fewer (Hall and Wall, Bar and Barn, Keypad A and Keypad B),
// and in a word of four or five letters a letter replaced by one not next
// to it (Deck and Dock, Deck and Desk, Porch and Perch). Names shorter
// than four characters are not compared.
func slip(a, b string) bool {
	if a == b {
		return false
	}
	x, y := []rune(strings.ToLower(a)), []rune(strings.ToLower(b))
	if slices.Equal(x, y) {
		return true // only the case differs
	}
	if min(len(x), len(y)) < 4 {
		return false
	}
	switch len(x) - len(y) {
	case 0:
		i := 0
		for x[i] == y[i] {
			i++
		}
		if slices.Equal(x[i+1:], y[i+1:]) {
			return typoSub(x, i, y[i])
		}
		if i+1 < len(x) && x[i] == y[i+1] && x[i+1] == y[i] && slices.Equal(x[i+2:], y[i+2:]) {
			return !unicode.IsDigit(x[i]) && !unicode.IsDigit(x[i+1])
		}
		return false
	case 1:
		return typoExtra(y, x)
	case -1:
		return typoExtra(x, y)
	}
	return false
}

// typoSub: replacing x[i] with c is a slip: a key next to it, or in a
// long word any letter (Chandalier; long words one letter apart are
// rarely two names of a home).
func typoSub(x []rune, i int, c rune) bool {
	if !unicode.IsLetter(x[i]) || !unicode.IsLetter(c) {
		return false
	}
	start, end := wordAt(x, i)
	n := end - start
	return i > start && (n >= 6 || n >= 4 && keyNeighbours(x[i], c))
}

// typoExtra: long is short with one character more, and some place it
// could have been added is a slip.
func typoExtra(short, long []rune) bool {
	for k := 0; k <= len(short); k++ {
		if !slices.Equal(short[:k], long[:k]) {
			break
		}
		if !slices.Equal(short[k:], long[k+1:]) {
			continue
		}
		c := long[k]
		switch {
		case unicode.IsDigit(c):
			return false // the same at every place: digits name a series
		case !unicode.IsLetter(c):
			return true // a space or a dash added or left out
		case c == 's' && k > 0 && unicode.IsLetter(short[k-1]) && (k == len(short) || !unicode.IsLetter(short[k])):
			continue // a plural
		}
		// The word the letter is added to, in the shorter name.
		start, end := k, k
		if k > 0 && unicode.IsLetter(short[k-1]) {
			start, end = wordAt(short, k-1)
		} else if k < len(short) && unicode.IsLetter(short[k]) {
			start, end = wordAt(short, k)
		}
		if k > start && end-start >= 4 {
			return true
		}
	}
	return false
}

// wordAt is the run of letters around x[i]: x[start:end].
func wordAt(x []rune, i int) (start, end int) {
	start, end = i, i
	for start > 0 && unicode.IsLetter(x[start-1]) {
		start--
	}
	for end < len(x) && unicode.IsLetter(x[end]) {
		end++
	}
	return start, end
}

// keyRows are the letter rows of a QWERTY keyboard; each row is set half a
// key to the right of the one above.
var keyRows = [...]string{"qwertyuiop", "asdfghjkl", "zxcvbnm"}

// keyNeighbours reports whether two letters are next to each other on the
// keyboard (in a row, or touching across rows).
func keyNeighbours(a, b rune) bool {
	ra, xa, oka := keyAt(a)
	rb, xb, okb := keyAt(b)
	if !oka || !okb {
		return false
	}
	switch d := xa - xb; ra - rb {
	case 0:
		return d == 2 || d == -2
	case 1, -1:
		return d == 1 || d == -1
	}
	return false
}

// keyAt is a letter's row and its place in half keys.
func keyAt(r rune) (row, x int, ok bool) {
	for i, keys := range keyRows {
		if j := strings.IndexRune(keys, unicode.ToLower(r)); j >= 0 {
			return i, 2*j + i, true
		}
	}
	return 0, 0, false
}

// suggestName is ` (did you mean "X"?)` for the one name of known nearest
// to name, within two edits (Damerau–Levenshtein, case-insensitive: a
// swap of two neighbouring characters is one edit), or "" when there is
// none or several are as near. Names shorter than three characters get
// none: every short name is near many others.
func suggestName(name string, known []string) string {
	if len([]rune(name)) < 3 {
		return ""
	}
	best, bestD, ties := "", 3, 0
	seen := map[string]bool{}
	for _, k := range known {
		if k == name || seen[k] {
			continue
		}
		seen[k] = true
		switch d := damerau(strings.ToLower(name), strings.ToLower(k), 2); {
		case d > 2:
		case d < bestD:
			best, bestD, ties = k, d, 1
		case d == bestD:
			ties++
		}
	}
	if ties != 1 {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

// damerau is the Damerau–Levenshtein distance between a and b in runes
// (insertions, deletions, substitutions, and swaps of two neighbouring
// characters, each edited once: the optimal string alignment distance),
// or limit+1 when it is more than limit.
func damerau(a, b string, limit int) int {
	x, y := []rune(a), []rune(b)
	if d := len(x) - len(y); d > limit || -d > limit {
		return limit + 1
	}
	// Three rows of the table: two back for a swap.
	prev2 := make([]int, len(y)+1)
	prev := make([]int, len(y)+1)
	cur := make([]int, len(y)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(x); i++ {
		cur[0] = i
		rowMin := i
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return min(prev[len(y)], limit+1)
}
