package lubounds

import (
	"fmt"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// Issue 42's cliff: from CSMA/CD N = 8 the bus clock's projection (its
// stimuli read every station's location) outgrew the analysis' run
// budget, which all clocks shared, and every clock, the stations' too,
// kept its global bounds: 243,818 zones and more where TChecker stores
// 20,738. Each clock now has its own budget. The stations' bounds are
// checked against the model read by hand: a station's clock is compared
// in Start with x == 808 (end: L = U = 808) and x < 26 (a collision
// heard: U), in Retry with x < 52 (U only), and in Wait with nothing (it
// is reset by every edge out). Where the bus is Active, Start can end,
// so L = 808 there; Retry is left only by edges that reset x.
func TestCSMACliffStationsAnalysed(t *testing.T) {
	const n = 8
	p, err := frontends.Load("../testdata/csmacd-8.tck")
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{}})
	if err != nil {
		t.Fatal(err)
	}
	global := zones.NewBounds(m.NClocks)
	for x := 1; x <= m.NClocks; x++ {
		global.L[x], global.U[x] = 1000, 1000
	}
	st := m.Mach.Initial()
	tb := Compute(m, global, make([]bool, len(p.Stimuli())), &st, nil)
	if tb == nil || tb.Analysed() < n {
		t.Fatalf("analysed %v clocks of %d stations", tb.Analysed(), n)
	}
	vars := map[string]int{}
	for i, v := range p.Vars {
		vars[v.Name] = i
	}
	const idle, active, wait, start, retry = 0, 1, 0, 1, 2
	// Station 1 in each location, the others waiting (states the
	// search reaches: only those the analysis reached can be looked up).
	type want struct {
		bus, s1 int64
		l, u    int64
	}
	for _, w := range []want{
		{active, start, 808, 808},
		{active, retry, zones.NoBound, 52},
		{idle, wait, zones.NoBound, zones.NoBound},
		{idle, retry, zones.NoBound, 52},
	} {
		s := m.Mach.Initial()
		s.Vals[vars["Bus"]], s.Vals[vars["Station1"]] = w.bus, w.s1
		key := []byte(fmt.Sprint(s.Vals))
		b, ok := tb.Lookup(key, &s)
		if !ok {
			t.Errorf("bus %d, station 1 %d: not reached by the analysis", w.bus, w.s1)
			continue
		}
		x1 := -1
		for c := 0; c < p.NumClocks(); c++ {
			if p.ClockName(c) == "x1" {
				x1 = c + 1 // DBM index
			}
		}
		if b.L[x1] != w.l || b.U[x1] != w.u {
			t.Errorf("bus %d, station 1 %d: x1 has L %d U %d, want %d %d", w.bus, w.s1, b.L[x1], b.U[x1], w.l, w.u)
		}
	}
}
