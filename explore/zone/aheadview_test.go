package zone

import (
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/zones"
)

// TestAheadViewRebuild: a location's view keeps every zone published,
// and once the removed outnumber the stored it holds exactly the stored
// ones, in the order they were published; a slice a worker loaded before
// is left as it was (the search appends beyond it or replaces it).
func TestAheadViewRebuild(t *testing.T) {
	v := newAheadView()
	l := v.location([]byte("k"))
	if v.lookup([]byte("k")) != l || v.lookup([]byte("other")) != nil {
		t.Fatal("lookup does not find the location published, or finds one not published")
	}
	dead := map[int]bool{}
	nodes := func() []int {
		var out []int
		for _, c := range *l.zs.Load() {
			out = append(out, c.node)
		}
		return out
	}
	for i := range 6 {
		l.add(viewZone{node: i})
	}
	before := *l.zs.Load()
	// Removing 0, 1, 2 leaves 3 of 6 removed: not more than the stored.
	for _, n := range []int{0, 1, 2} {
		dead[n] = true
		l.remove(func(n int) bool { return dead[n] })
	}
	if got := nodes(); !slices.Equal(got, []int{0, 1, 2, 3, 4, 5}) {
		t.Fatalf("before the removed outnumber the stored: %v", got)
	}
	dead[4] = true
	l.remove(func(n int) bool { return dead[n] })
	if got := nodes(); !slices.Equal(got, []int{3, 5}) {
		t.Fatalf("rebuilt: %v, want the stored 3 and 5", got)
	}
	l.add(viewZone{node: 6})
	if got := nodes(); !slices.Equal(got, []int{3, 5, 6}) {
		t.Fatalf("after the rebuild: %v", got)
	}
	var old []int
	for _, c := range before {
		old = append(old, c.node)
	}
	if !slices.Equal(old, []int{0, 1, 2, 3, 4, 5}) {
		t.Fatalf("a slice loaded before changed: %v", old)
	}
}

// TestAheadViewCoveredBy: the view's covering test asks f about the
// zones whose wall span may cover (as liveSet's), the newest first.
func TestAheadViewCoveredBy(t *testing.T) {
	b := func(v int64) zones.Bound {
		x, err := zones.NewBound(v, false)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	l := new(viewLoc)
	var zs []*zones.DBM
	for range 3 {
		z, err := zones.New(1)
		if err != nil {
			t.Fatal(err)
		}
		zs = append(zs, z)
	}
	// Wall spans [0, 10], [5, 20], [30, 40] (lo is stored negated, as At(0, wall)).
	for i, s := range [][2]int64{{0, 10}, {5, 20}, {30, 40}} {
		l.add(viewZone{z: zs[i], lo: b(-s[0]), hi: b(s[1]), node: i})
	}
	w := wallSpan{lo: b(-6), hi: b(9), exact: true, nested: true, limit: zones.Infinity}
	var asked []*zones.DBM
	l.coveredBy(w, func(z *zones.DBM) bool { asked = append(asked, z); return false })
	if !slices.Equal(asked, []*zones.DBM{zs[1], zs[0]}) {
		t.Fatalf("asked about %d zones, want the second then the first (the spans containing [6, 9], newest first)", len(asked))
	}
	if !l.coveredBy(w, func(z *zones.DBM) bool { return z == zs[0] }) {
		t.Fatal("not covered by the zone f accepts")
	}
}
