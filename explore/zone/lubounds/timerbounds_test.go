package lubounds

import (
	"encoding/binary"
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
	"github.com/delorean-mc/delorean/zones"
)

// The bounds of a clock only timers read, taken from its timers' states
// (timerBounds), are those the analysis finds by running the program: for
// every abstract state the analysis reaches, the same L and U. Programs
// of every front end with delays, waits and timers; the analysis gives up
// on some clocks (too many valuations), which timerBounds then bounds.
func TestTimerBoundsAsAnalysed(t *testing.T) {
	var files []string
	// The corpus, when present (outside the repository): real homes.
	for _, g := range []string{"../../../../shared/corpus/hass/*.yaml", "../../../programs/hass/*.yaml", "../../../programs/isy/*.isy", "../../../programs/elk/*.elk", "../../../programs/paper/*.ta", "../../../programs/ta/*.tck"} {
		fs, err := filepath.Glob(g)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	compared, states := 0, 0
	for _, f := range files {
		if filepath.Ext(f) == ".yaml" && filepath.Ext(f[:len(f)-5]) == ".inv" {
			continue
		}
		p, err := frontends.Load(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: 3600, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800, DayKnown: true,
			Date: ta.CivilDate{Year: 2026, Month: 1, Day: 5}, DateKnown: true}}) // a Monday, for the programs that read the date
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		global := zones.NewBounds(m.NClocks)
		for x := 1; x <= m.NClocks; x++ {
			global.L[x], global.U[x] = 100000, 100000
		}
		analysed := func(shortcut bool) *Table {
			defer func(old bool) { timerShortcut = old }(timerShortcut)
			timerShortcut = shortcut
			st := m.Mach.Initial()
			return Compute(m, global, make([]bool, len(p.Stimuli())), &st, nil)
		}
		want, got := analysed(false), analysed(true)
		if want == nil || got == nil {
			t.Fatalf("%s: no analysis", f)
		}
		var condLocs [][]int
		for _, c := range append(append([]ta.Expr(nil), p.Progress...), p.Urgent...) {
			condLocs = append(condLocs, analysis.ExprLocs(p, c))
		}
		read := clocksRead(p, condLocs)
		for _, a := range want.clocks {
			c := a.x - 1
			if c == ta.WallClock || read[c] {
				continue
			}
			var b *clockBounds
			for _, cb := range got.clocks {
				if cb.x == a.x {
					b = cb
				}
			}
			if b == nil {
				t.Errorf("%s: clock %d: analysed, but not bounded by its timers", f, c)
				continue
			}
			compared++
			st := ta.State{Timers: make([]int32, len(p.Timers))}
			var k []byte
			for key, i := range a.index {
				// The analysis' projection holds the timers' states.
				buf := []byte(key)
				for _, l := range a.locs {
					v, n := binary.Varint(buf)
					buf = buf[n:]
					if l >= len(p.Vars)+p.NumClocks() && l < len(p.Vars)+p.NumClocks()+len(p.Timers) {
						st.Timers[l-len(p.Vars)-p.NumClocks()] = int32(v)
					}
				}
				k = projKey(k[:0], p, &st, b.locs)
				j, ok := b.index[string(k)]
				if !ok {
					t.Errorf("%s: clock %d: timers' state %v not listed", f, c, st.Timers)
					continue
				}
				states++
				if a.l[i] != b.l[j] || a.u[i] != b.u[j] {
					t.Errorf("%s: clock %d, timers %v: analysis L %d U %d, timers' bounds L %d U %d", f, c, st.Timers, a.l[i], a.u[i], b.l[j], b.u[j])
				}
			}
		}
	}
	if compared < 10 {
		t.Fatalf("only %d clocks compared", compared)
	}
	t.Logf("%d clocks of %d programs, %d abstract states", compared, len(files), states)
}
