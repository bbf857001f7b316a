package zone

import (
	"fmt"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// The per-location bounds of Fischer's protocol, by hand: process i's
// clock xi is reset on entering req and wait, so in A and cs nothing
// bounds it; in req only the upper bound 10 (the invariant and the guard
// xi <= 10 to wait); in wait only the lower bound 10 of the guard xi > 10
// to cs, which needs id == i: with another id, only process i's own
// move to wait sets id to i, and it resets xi first, so nothing bounds
// it. The global bounds are 10 on both sides everywhere.
func TestLocalBoundsFischer(t *testing.T) {
	p := load(t, "../../programs/ta/fischer-3.tck")
	m, err := explore.NewModel(p, explore.Config{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Explore(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.local == nil {
		t.Fatal("no per-location bounds")
	}
	want := map[string][2]int64{
		"A":    {zones.NoBound, zones.NoBound},
		"req":  {zones.NoBound, 10},
		"wait": {10, zones.NoBound},
		"cs":   {zones.NoBound, zones.NoBound},
	}
	checked := 0
	for i := range res.States {
		st := &res.States[i]
		b, ok := res.local.Lookup(discKey(nil, st), st)
		if !ok {
			t.Fatalf("%s: no bounds", stateText(p, st))
		}
		for k := 1; k <= 3; k++ {
			v := varIndex(t, p, fmt.Sprintf("P%d", k))
			x := clockIndex(t, p, fmt.Sprintf("x%d", k)) + 1
			loc := explore.FormatValue(&p.Vars[v].Type, st.Vals[v])
			w := want[loc]
			if loc == "wait" && st.Vals[varIndex(t, p, "id")] != int64(k) {
				w = [2]int64{zones.NoBound, zones.NoBound}
			}
			if b.L[x] != w[0] || b.U[x] != w[1] {
				t.Fatalf("%s: x%d has L %d, U %d; want %d, %d", stateText(p, st), k, b.L[x], b.U[x], w[0], w[1])
			}
			checked++
		}
	}
	if checked < 3*20 {
		t.Fatalf("only %d checked", checked)
	}
}

// Per-location bounds store fewer zones than the global ones on Fischer,
// reaching the same discrete states (the region engine's, checked by
// TestFischerZones): with them, one zone per discrete state.
func TestLocalBoundsFewerZones(t *testing.T) {
	for n := 3; n <= 5; n++ {
		p := load(t, fmt.Sprintf("../../programs/ta/fischer-%d.tck", n))
		cfg := explore.Config{Cal: ta.Calendar{}}
		_, local := zoneStates(t, p, cfg, Options{})
		_, global := zoneStates(t, p, cfg, Options{GlobalBounds: true})
		if len(local.States) != len(global.States) {
			t.Fatalf("fischer-%d: %d discrete states with per-location bounds, %d with global ones", n, len(local.States), len(global.States))
		}
		t.Logf("fischer-%d: %d zones with per-location bounds, %d with global ones; %d discrete states", n, local.Zones, global.Zones, len(local.States))
		if local.Zones >= global.Zones || local.Zones != len(local.States) {
			t.Errorf("fischer-%d: %d zones with per-location bounds, %d with global ones, %d discrete states", n, local.Zones, global.Zones, len(local.States))
		}
	}
}

func varIndex(t *testing.T, p *ta.Program, name string) int {
	for i, v := range p.Vars {
		if v.Name == name {
			return i
		}
	}
	t.Fatalf("no variable %s", name)
	return -1
}

func clockIndex(t *testing.T, p *ta.Program, name string) int {
	for x := 0; x < p.NumClocks(); x++ {
		if p.ClockName(x) == name {
			return x
		}
	}
	t.Fatalf("no clock %s", name)
	return -1
}

// ZoneText names the clocks by their DBM index: the start zone of
// figure 2 (the wall clock at 0, the others not yet reset) names the
// wall clock first.
func TestZoneTextNames(t *testing.T) {
	p := load(t, "../../programs/ta/fischer-2.tck")
	m, err := explore.NewModel(p, explore.Config{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Explore(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Both clocks start at 0 (clock x1 = 0s) and the wall clock is
	// not tracked without a horizon: x1 and x2 are named, as equal.
	got := res.ZoneText(0)
	for _, name := range []string{"x1", "x2"} {
		if !strings.Contains(got, name) {
			t.Errorf("start zone %q does not name %s", got, name)
		}
	}
	// Before the names were by DBM index, the last clock had none and
	// was printed by its index.
	if strings.Contains(got, "x0") || strings.Contains(got, "x3") {
		t.Errorf("start zone %q names a clock by its index", got)
	}
	t.Log(got)
}
