package zone

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/zones"
)

// The workers' lists of stored zones, against the store they mirror:
// after each store (with random removals, as commit makes them), a
// location's list holds every live zone, the removed zones it still holds
// are at most half of it, and a list a worker read before is unchanged
// (its zones are only ever appended after it, or the list replaced).
func TestStoredZonesMirrorTheStore(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	s := &storedZones{at: map[string]*storedList{}}
	key := []byte("loc")
	var nodes []node
	var at []live // the store's live zones of the location
	type snap struct {
		zs   []storedZone
		copy []storedZone
	}
	var snaps []snap
	compactions := 0
	for i := 0; i < 2000; i++ {
		// Remove some live zones (a new zone covering them), then store.
		before, kept := len(at), at[:0]
		for _, c := range at {
			if r.IntN(4) != 0 {
				kept = append(kept, c)
			}
		}
		z, err := zones.New(1)
		if err != nil {
			t.Fatal(err)
		}
		nodes = append(nodes, node{zone: z})
		at = append(kept, live{node: i, lo: zones.Bound(i), hi: zones.Bound(i)})
		prev := s.of(key)
		s.stored(key, i, before-len(kept), at, nodes)
		got := s.of(key)
		// Either the new zone appended, or the live zones alone.
		switch {
		case len(got) == len(prev)+1 && slices.Equal(got[:len(prev)], prev):
		case len(got) == len(at):
			compactions++
		default:
			t.Fatalf("store %d: the list went from %d to %d zones, neither appended to nor the %d live ones", i, len(prev), len(got), len(at))
		}
		inList := map[int]bool{}
		for _, e := range got {
			if e.z != nodes[e.node].zone {
				t.Fatalf("store %d: node %d's entry has another zone", i, e.node)
			}
			inList[e.node] = true
		}
		for _, c := range at {
			if !inList[c.node] {
				t.Fatalf("store %d: live node %d is not in the workers' list", i, c.node)
			}
		}
		if dead := len(got) - len(at); dead > len(got)/2+1 {
			t.Fatalf("store %d: %d of the list's %d zones are removed ones", i, dead, len(got))
		}
		if i%50 == 0 {
			snaps = append(snaps, snap{got, slices.Clone(got)})
		}
		for _, sn := range snaps {
			if !slices.Equal(sn.zs, sn.copy) {
				t.Fatalf("store %d: a list read before changed", i)
			}
		}
	}
	if compactions == 0 {
		t.Fatal("no list was ever replaced by the live zones: the test does not exercise it")
	}
}
