package explore

import "slices"

// missing lists the elements of from that the sorted in lacks (also in
// the compare and baseline packages' tests, where the modes moved).
func missing(from, in []string) []string {
	var out []string
	for _, s := range from {
		if _, ok := slices.BinarySearch(in, s); !ok {
			out = append(out, s)
		}
	}
	return out
}
