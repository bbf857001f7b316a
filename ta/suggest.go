package ta

import (
	"fmt"
	"strings"
)

// Suggest returns ` (did you mean "X"?)` when exactly one of known is the
// nearest to name and one or two edits away from it (insertions,
// deletions, substitutions of a character, case-insensitive), and "" when
// none or several are. Messages about unknown names append it, so that a
// misspelt name points at the one meant. Names shorter than three
// characters get no suggestion: every short name is an edit or two from
// many others.
func Suggest(name string, known []string) string {
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
		d := editDistance(strings.ToLower(name), strings.ToLower(k), 2)
		switch {
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

// editDistance is the Levenshtein distance between a and b, in runes, or
// max+1 when it exceeds max.
func editDistance(a, b string, max int) int {
	x, y := []rune(a), []rune(b)
	if d := len(x) - len(y); d > max || -d > max {
		return max + 1
	}
	prev := make([]int, len(y)+1)
	cur := make([]int, len(y)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(x); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > max {
			return max + 1
		}
		prev, cur = cur, prev
	}
	return min(prev[len(y)], max+1)
}

// Nearest returns the element of known nearest to name in edit distance
// (case-insensitive; the first of equally near ones) and that distance,
// up to limit; ("", -1) when none is within limit. Front ends use it to
// name the value a misspelt one was meant to be.
func Nearest(name string, known []string, limit int) (string, int) {
	best, bestD := "", -1
	for _, k := range known {
		if k == name {
			continue
		}
		d := editDistance(strings.ToLower(name), strings.ToLower(k), limit)
		if d <= limit && (bestD < 0 || d < bestD) {
			best, bestD = k, d
		}
	}
	return best, bestD
}
