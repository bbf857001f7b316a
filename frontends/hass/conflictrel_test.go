package hass

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/frontends/hass/config"
)

// conflictRelOf, which finds the relation by what each cascade's
// automations read and write and keeps its cliques as sets, relates the
// pairs that comparing the footprints of every two automations of a
// cascade (footprint.conflicts, the way it replaced) finds: on random
// cascades of random footprints over a few names, with automations in
// more than one cascade, without a footprint, and, in every other trial,
// all writing one name (a clique); and it does keep cliques as sets and
// list other pairs.
func TestConflictRelAgree(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	found, sets, listed := 0, 0, 0
	for trial := 0; trial < 300; trial++ {
		autos := make([]*config.Automation, 2+rng.Intn(8))
		fps := map[*config.Automation]*footprint{}
		for i := range autos {
			autos[i] = &config.Automation{Alias: fmt.Sprint("A", i)}
			if rng.Intn(10) == 0 {
				continue // no footprint
			}
			fp := newFootprint()
			for k := rng.Intn(4); k > 0; k-- {
				fp.reads[fmt.Sprint("v", rng.Intn(6))] = true
			}
			for k := rng.Intn(3); k > 0; k-- {
				fp.writes[fmt.Sprint("v", rng.Intn(6))] = true
			}
			if trial%2 == 0 {
				fp.writes["light"] = true
			}
			fps[autos[i]] = fp
		}
		var cascades [][]*config.Automation
		for c := 1 + rng.Intn(3); c > 0; c-- {
			var s []*config.Automation
			for _, a := range autos {
				if rng.Intn(2) == 0 {
					s = append(s, a)
				}
			}
			cascades = append(cascades, s)
		}
		want := map[[2]*config.Automation]bool{}
		for _, s := range cascades {
			for _, a := range s {
				for _, b := range s {
					if fps[a] != nil && fps[b] != nil && fps[a].conflicts(fps[b]) {
						want[[2]*config.Automation{a, b}] = true
					}
				}
			}
		}
		index := map[*config.Automation]int{}
		for i, a := range autos {
			index[a] = i
		}
		rel := conflictRelOf(cascades, fps, index)
		for _, a := range autos {
			for _, b := range autos {
				if got := rel.has(a, b); got != want[[2]*config.Automation{a, b}] {
					t.Fatalf("trial %d: %s and %s conflict: %v, by comparing footprints %v", trial, a.Alias, b.Alias, got, !got)
				}
			}
		}
		for _, ms := range rel.members {
			if !slices.IsSortedFunc(ms, func(x, y *config.Automation) int { return index[x] - index[y] }) {
				t.Fatalf("trial %d: a clique's members out of order", trial)
			}
		}
		found += len(want)
		sets += len(rel.members)
		listed += len(rel.pairs)
	}
	if found == 0 || sets == 0 || listed == 0 {
		t.Fatalf("%d pairs, %d cliques, %d pairs listed", found, sets, listed)
	}
}
