package render

import "testing"

// TestLevelsByValue: a lane of numbers draws each value at a height in
// the order of the values (ranges by where they start, then end), not of
// their first appearance in the trace: met in the order 100, 20, above
// 70, 0, below 0 and 20..30, the heights from a third of the lane up are
// below 0, 0, 20, 20..30, above 70, 100 (six levels: 1/3 + 2/3*k/5).
func TestLevelsByValue(t *testing.T) {
	var segs []tlSeg
	for _, v := range []string{"100", "20", "above 70", "0", "20", "below 0", "20..30"} {
		segs = append(segs, tlSeg{value: v})
	}
	lv := levels(segs)
	want := []string{"below 0", "0", "20", "20..30", "above 70", "100"}
	if len(lv) != len(want) {
		t.Fatalf("%d levels, want %d: %v", len(lv), len(want), lv)
	}
	for k, v := range want {
		if h := 1.0/3 + 2.0/3*float64(k)/5; lv[v] < h-1e-9 || lv[v] > h+1e-9 {
			t.Errorf("%q at %.3f of the lane, want %.3f (level %d of 6)", v, lv[v], h, k+1)
		}
	}
	if levels([]tlSeg{{value: "20"}, {value: "On"}}) != nil {
		t.Error("a lane with a value that is no number drawn as levels")
	}
}
