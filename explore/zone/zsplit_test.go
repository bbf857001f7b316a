package zone

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// zsplitCase is a bundled program with its invariants and a calendar.
type zsplitCase struct {
	name, prog, inv string
	cal             ta.Calendar
	noWhole         bool // not explored whole: out of reach (P08's product of ten loops) or slow
}

// zsplitCases are the bundled programs the split applies to (isy, elk,
// the ten homes, hass), with their invariants, over a short horizon from
// 09:00 (ten minutes; P10, whose whole exploration is the slowest, two
// minutes, and unless long not whole: 9 s of CPU).
func zsplitCases(t *testing.T, long bool) []zsplitCase {
	t.Helper()
	var out []zsplitCase
	for _, pat := range []string{"isy/*.isy", "elk/*.elk", "hass/*.yaml", "ha/p*/p*.ta", "ha/p*/p*.isy", "ha/p*/p*.elk"} {
		files, _ := filepath.Glob(filepath.Join("../../programs", pat))
		for _, f := range files {
			if strings.HasSuffix(f, ".inv.yaml") {
				continue
			}
			c := zsplitCase{name: strings.TrimPrefix(f, "../../programs/"), prog: f,
				cal: ta.Calendar{Start: 9 * hour, Horizon: 600, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}}
			c.inv = strings.TrimSuffix(f, filepath.Ext(f)) + ".inv.yaml"
			if strings.Contains(f, "/ha/") {
				c.inv = filepath.Join(filepath.Dir(f), "invariants.yaml")
			}
			if _, err := os.Stat(c.inv); err != nil {
				c.inv = ""
			}
			switch {
			case strings.Contains(f, "/p08/"):
				c.noWhole = true
			case strings.Contains(f, "/p10/"):
				c.cal.Horizon, c.noWhole = 120, !long
			}
			out = append(out, c)
		}
	}
	if len(out) < 20 {
		t.Fatalf("only %d bundled programs found", len(out))
	}
	return out
}

// zsplitSample are the cases make test runs (DELOREAN_LONG runs all):
// programs that split into several loops, with violations, runtime
// errors and the largest home.
var zsplitSample = []string{"isy/bathroom.isy", "isy/garage.isy", "elk/exitdelay.elk", "hass/motion-restart.yaml",
	"ha/p04/p04.elk", "ha/p08/p08.ta", "ha/p09/p09.isy", "ha/p10/p10.isy"}

// findings are a report's violated invariants and runtime errors, sorted.
func findings(rep *explore.Report) []string {
	var out []string
	for _, inv := range rep.Invariants {
		if inv.Violated {
			out = append(out, inv.Name)
		}
	}
	for _, e := range rep.Errors {
		out = append(out, "error: "+e.Message)
	}
	sort.Strings(out)
	return out
}

// replays checks a report's violation independently of how it was found:
// its trace file, read against the whole program, replays in the concrete
// interpreter to the same invariant violated (or to a runtime error).
func replays(t *testing.T, m *explore.Model, name string, ve *explore.ViolationEntry) {
	t.Helper()
	f := ve.TraceFile()
	if f == nil {
		t.Errorf("%s: no trace file (a loop's own trace?): %s", name, ve.Message)
		return
	}
	steps, end, err := f.ReplaySteps(m)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	rp, err := explore.Replay(m, steps, end, nil)
	if name == "" { // a runtime error
		var re *ta.RuntimeError
		if !errors.As(err, &re) {
			t.Errorf("runtime error %q does not recur on replay (%v)", ve.Message, err)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: the trace does not replay: %v", name, err)
		return
	}
	bad, err := explore.ViolatedAt(m, rp)
	if err != nil || !slices.Contains(bad, name) {
		t.Errorf("%s: the replayed trace ends violating %q (%v)", name, bad, err)
	}
}

// Zones split into independent loops against zones whole and regions
// split: on the bundled programs, the same invariants violated and
// runtime errors; in each loop, the same reachable discrete states over
// zones as over regions, and the same as the whole program's over zones
// projected on the loop's variables and timers (the states of the whole
// program, projected on a loop, are the loop's); and every violation of
// the split zone report has a trace that replays in the whole program.
func TestZoneSplitAgrees(t *testing.T) {
	long := os.Getenv("DELOREAN_LONG") != ""
	split := 0
	for _, c := range zsplitCases(t, long) {
		if !long && !slices.Contains(zsplitSample, c.name) {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			p := load(t, c.prog)
			cfg := explore.Config{Cal: c.cal}
			if c.inv != "" {
				cfg.Props = props(t, p, c.inv)
			}
			m, err := explore.NewModel(p, cfg)
			if err != nil {
				t.Fatal(err)
			}
			zs, zres, err := ExploreReport(m, explore.Options{})
			if err != nil {
				t.Fatal(err)
			}
			rs, _, err := explore.ExploreReport(m, explore.Options{})
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case !zs.Complete || !rs.Complete:
				t.Fatalf("incomplete: zones %q, regions %q", zs.Stop, rs.Stop)
			case len(zs.SplitFallback) > 0:
				t.Errorf("zones fell back to whole: %q", zs.SplitFallback)
			case len(zs.Loops) != len(rs.Loops):
				t.Errorf("%d loops over zones, %d over regions", len(zs.Loops), len(rs.Loops))
			case len(zs.Loops) > 0 && zres != nil:
				t.Errorf("split, yet a whole Result")
			case zs.Engine != "zones" || len(zs.Loops) > 0 && zs.Zones == nil:
				t.Errorf("engine %q, zone statistics %v", zs.Engine, zs.Zones)
			}
			if got, want := findings(zs), findings(rs); !slices.Equal(got, want) {
				t.Errorf("violated over zones split %q, regions split %q", got, want)
			}
			if zs.Coverage.Executed != rs.Coverage.Executed {
				t.Errorf("zones split executes %d lines, regions split %d", zs.Coverage.Executed, rs.Coverage.Executed)
			}
			for _, inv := range zs.Invariants {
				if inv.Violated {
					replays(t, m, inv.Name, inv.Violation)
				}
			}
			for i := range zs.Errors {
				replays(t, m, "", &zs.Errors[i])
			}

			var whole *Result
			if !c.noWhole {
				zw, wres, err := ExploreReport(m, explore.Options{NoSplit: true})
				if err != nil {
					t.Fatal(err)
				}
				if !zw.Complete {
					t.Fatalf("zones whole incomplete: %s", zw.Stop)
				}
				if got, want := findings(zs), findings(zw); !slices.Equal(got, want) {
					t.Errorf("violated over zones split %q, whole %q", got, want)
				}
				whole = wres
			}

			// Loop by loop.
			zruns, err := explore.ExploreLoopsWith(m, explore.Options{}, ExploreLoop)
			if err != nil {
				t.Fatal(err)
			}
			rruns, err := explore.ExploreLoops(m, explore.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(zruns) != len(rruns) {
				t.Fatalf("%d loops over zones, %d over regions", len(zruns), len(rruns))
			}
			if len(zruns) > 1 {
				split++
			}
			for i := range zruns {
				zl := zruns[i].Run.(*Loop).Result
				rl := zruns[i].Run.Model() // the loop's program
				rr := rruns[i].Run.(explore.RegionLoop).Result
				want := map[string]string{}
				rr.EachDiscrete(func(st *ta.State) { want[key(st)] = stateText(rl.Prog, st) })
				got := map[string]string{}
				for k := range zl.States {
					got[key(&zl.States[k])] = stateText(rl.Prog, &zl.States[k])
				}
				name := zruns[i].Loop.Name(p)
				if onlyR, onlyZ := differ(want, got); len(onlyR)+len(onlyZ) > 0 {
					t.Errorf("loop %s: discrete states only over regions (%d): %s\nonly over zones (%d): %s", name, len(onlyR), head(onlyR), len(onlyZ), head(onlyZ))
				}
				if whole == nil {
					continue
				}
				var names []string
				for _, v := range zruns[i].Loop.Vars {
					if !slices.Contains(zruns[i].Loop.Outputs, v) {
						names = append(names, p.Vars[v].Name)
					}
				}
				for _, tm := range zruns[i].Loop.Timers {
					names = append(names, "timer "+p.Timers[tm].Name)
				}
				if len(names) == 0 {
					continue
				}
				a, err := zl.Project(names...)
				if err != nil {
					t.Fatal(err)
				}
				b, err := whole.Project(names...)
				if err != nil {
					t.Fatal(err)
				}
				r, err := rr.Project(names...)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(a, b) || !slices.Equal(a, r) {
					t.Errorf("loop %s: projections differ:\n zones, the loop: %q\n zones, whole: %q\n regions, the loop: %q", name, a, b, r)
				}
			}
			// The outputs no loop keeps reach what they reach whole.
			zo, ro := explore.OutputValues(m, zruns), explore.OutputValues(m, rruns)
			for v, vals := range zo {
				if !slices.Equal(vals, ro[v]) {
					t.Errorf("output %s: %v over zones, %v over regions", p.Vars[v].Name, vals, ro[v])
				}
				if whole == nil {
					continue
				}
				a, err := explore.OutputLines(m, v, vals)
				if err != nil {
					t.Fatal(err)
				}
				b, err := whole.Project(p.Vars[v].Name)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(a, b) {
					t.Errorf("output %s: %q in the loops, %q whole", p.Vars[v].Name, a, b)
				}
			}
			if len(zo) != len(ro) {
				t.Errorf("%d outputs over zones, %d over regions", len(zo), len(ro))
			}
		})
	}
	if split == 0 {
		t.Errorf("no program split into loops")
	}
}

// Zone.Project has the form of the region engine's Project, line for
// line: on figure 2 explored whole, both engines project the same
// reachable states on every variable and timer.
func TestZoneProjectMatchesRegions(t *testing.T) {
	p := load(t, "../../programs/paper/figure2.ta")
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, v := range p.Vars {
		names = append(names, v.Name)
	}
	for _, tm := range p.Timers {
		names = append(names, "timer "+tm.Name)
	}
	zr, err := Explore(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	rr, err := explore.Explore(m, explore.Options{NoSplit: true})
	if err != nil {
		t.Fatal(err)
	}
	a, err := zr.Project(names...)
	if err != nil {
		t.Fatal(err)
	}
	b, err := rr.Project(names...)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) < 2 || !slices.Equal(a, b) {
		t.Errorf("zones %q\nregions %q", a, b)
	}
	if _, err := zr.Project("nosuch"); err == nil {
		t.Errorf("no error for an unknown variable")
	}
}
