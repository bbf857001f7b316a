package zone

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/internal/randprog"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// weekFigure1 is the paper's figure 1 (a porch light, a 5-minute timer,
// daytime and night-time rules) with a heating that a Saturday rule
// turns on and a Monday rule off: a program that reads the weekday, so
// that --forever wraps it at a week.
func weekFigure1(t *testing.T) (*ta.Program, []*explore.Property) {
	t.Helper()
	src, err := os.ReadFile("../../programs/paper/figure1.ta")
	if err != nil {
		t.Fatal(err)
	}
	src = append(src, "\ndevice Heat: {Off, On} = Off\nrule HeatOn at 10:00 on Sat { Heat = On }\nrule HeatOff at 07:00 on Mon { Heat = Off }\n"...)
	p := loadSrc(t, string(src))
	ps, err := explore.LoadProperties("../../programs/paper/figure1.inv.yaml", p)
	if err != nil {
		t.Fatal(err)
	}
	return p, ps
}

// TestForeverWeekBefore: under a weekly wrap, a zone a week after the
// start that a zone of the start's day covers, taken back the week, is
// not stored (coveredWeekBefore). Held to the week unrolled: from each
// start, the discrete states, the invariants violated and the day and
// time of each first violation are those of a horizon of eight days, and
// those of the search without the rule, which stores more zones. And
// checked on the graph itself by a scan of every pair: no live zone a
// week on lies within a live zone of the start's day moved a week later
// (plain inclusion, which the rule's aLU covering implies).
func TestForeverWeekBefore(t *testing.T) {
	p, ps := weekFigure1(t)
	sun := ta.Calendar{Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60, Weekday: 3, DayKnown: true}
	fewer := false
	for _, start := range []int64{0, 21 * hour} {
		cal := sun
		cal.Start = start
		name := "from " + ta.FormatClockTime(start)
		fcal, err := explore.ForeverCalendar(p, ps, cal)
		if err != nil {
			t.Fatal(err)
		}
		if fcal.Wrap != 7*ta.SecondsPerDay {
			t.Fatalf("%s: wraps every %d s, not a week", name, fcal.Wrap)
		}
		hcal := cal
		hcal.Horizon = 8 * 24 * hour
		fst, fres, ok := foreverRun(t, p, explore.Config{Cal: fcal, Props: ps})
		hst, hres, ok2 := foreverRun(t, p, explore.Config{Cal: hcal, Props: ps})
		m, err := explore.NewModel(p, explore.Config{Cal: fcal, Props: ps})
		if err != nil {
			t.Fatal(err)
		}
		plain, err := Explore(m, Options{MaxZones: foreverZoneLimit, noWeekBefore: true})
		if err != nil {
			t.Fatal(err)
		}
		if !ok || !ok2 || !plain.Complete {
			t.Fatalf("%s: incomplete", name)
		}
		if onlyF, onlyH := differ(fst, hst); len(onlyF)+len(onlyH) > 0 {
			t.Errorf("%s: discrete states differ from eight days': only --forever %v, only the horizon %v", name, onlyF, onlyH)
		}
		fv, hv, pv := violationTimes(fres), violationTimes(hres), violationTimes(plain)
		if len(fv) == 0 {
			t.Errorf("%s: nothing violated: the invariants test nothing", name)
		}
		for _, other := range []struct {
			what string
			v    map[string]string
		}{{"eight days", hv}, {"without the rule", pv}} {
			for inv, at := range other.v {
				if fv[inv] != at {
					t.Errorf("%s: %q first violated at %q, %s at %q", name, inv, fv[inv], other.what, at)
				}
			}
			if len(fv) != len(other.v) {
				t.Errorf("%s: violated %v, %s %v", name, fv, other.what, other.v)
			}
		}
		if len(plain.States) != len(fres.States) {
			t.Errorf("%s: %d discrete states, %d without the rule", name, len(fres.States), len(plain.States))
		}
		if fres.Zones > plain.Zones {
			t.Errorf("%s: %d zones, more than the %d without the rule", name, fres.Zones, plain.Zones)
		}
		fewer = fewer || fres.Zones < plain.Zones
		if n := weekLaterCovered(fres, fcal.Wrap); n > 0 {
			t.Errorf("%s: %d live zones a week on lie within a live zone of the start's day a week later", name, n)
		}
		if n := weekLaterCovered(plain, fcal.Wrap); n == 0 && fres.Zones < plain.Zones {
			t.Errorf("%s: the search without the rule stores no zone the rule drops, yet more zones", name)
		}
		t.Logf("%s: %d discrete states, %d zones (%d without the rule, %d over eight days), violated %v", name, len(fst), fres.Zones, plain.Zones, hres.Zones, fv)
	}
	if !fewer {
		t.Error("no start stores fewer zones with the rule: it is not exercised")
	}
}

// weekLaterCovered counts the live nodes of r whose zone lies a week or
// more after the start (the wall clock at wrap or more) and within the
// zone of a live node of the same location moved wrap later.
func weekLaterCovered(r *Result, wrap int64) int {
	n := 0
	for i := range r.nodes {
		a := &r.nodes[i]
		if a.dead || a.zone == nil || wallLow(a.zone) < wrap {
			continue
		}
		for j := range r.nodes {
			b := &r.nodes[j]
			if b.dead || b.zone == nil || b.loc != a.loc || wallLow(b.zone) >= wrap {
				continue
			}
			if later, ok := shiftWall(b.zone, wrap); ok && a.zone.Subset(later) {
				n++
				break
			}
		}
	}
	return n
}

// TestForeverWeekBeforeCorpus: the shared corpus's homes that wrap at a
// week (none where the corpus is absent), split into
// their loops as the command explores them: each loop's discrete states
// with the rule are those without it and those of two weeks unrolled
// from the same start (the loops are small where the whole homes are
// beyond TestForeverAgainstHorizons' zone bound), and its zones no more
// than without it.
func TestForeverWeekBeforeCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(sharedCorpus, "hass", "*.yaml"))
	cal := ta.Calendar{Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60, Weekday: 3, DayKnown: true}
	weekly := 0
	for _, f := range files {
		p, err := frontends.Load(f)
		if err != nil {
			continue
		}
		for _, start := range []int64{0, 21 * hour} {
			c := cal
			c.Start = start
			fcal, err := explore.ForeverCalendar(p, nil, c)
			if err != nil || fcal.Wrap != 7*ta.SecondsPerDay {
				continue
			}
			name := filepath.Base(f) + " from " + ta.FormatClockTime(start)
			m, err := explore.NewModel(p, explore.Config{Cal: fcal})
			if err != nil {
				t.Fatal(err)
			}
			hcal := c
			hcal.Horizon = 14 * 24 * hour
			loops, with, without := 0, 0, 0
			loop := func(lm *explore.Model, opt explore.Options) (explore.LoopResult, error) {
				if lm.Cfg.Cal.Wrap != 7*ta.SecondsPerDay {
					return ExploreLoop(lm, opt)
				}
				var got [3]map[string]string
				var zs [3]int
				for k := range got {
					mk := lm
					o := Options{MaxZones: foreverZoneLimit, noWeekBefore: k == 1}
					if k == 2 {
						cfg := lm.Cfg
						cfg.Cal = hcal
						if mk, err = explore.NewModel(lm.Prog, cfg); err != nil {
							return nil, err
						}
					}
					r, err := Explore(mk, o)
					if err != nil {
						return nil, err
					}
					if !r.Complete {
						// Not explored unbounded: a loop beyond the
						// bound costs minutes (corpus 09's took 320 s).
						return nil, errBeyondBound
					}
					got[k], zs[k] = map[string]string{}, r.Zones
					for i := range r.States {
						got[k][key(&r.States[i])] = stateText(lm.Prog, &r.States[i])
					}
				}
				for k, what := range []string{"without the rule", "two weeks"} {
					if a, b := differ(got[0], got[k+1]); len(a)+len(b) > 0 {
						t.Errorf("%s: a loop's discrete states differ from %s': only with the rule %v, only %s %v", name, what, a, what, b)
					}
				}
				if zs[0] > zs[1] {
					t.Errorf("%s: a loop stores %d zones with the rule, %d without", name, zs[0], zs[1])
				}
				loops, with, without = loops+1, with+zs[0], without+zs[1]
				return ExploreLoop(lm, opt)
			}
			_, _, err = explore.ExploreSplit(m, explore.Options{}, loop, func(m *explore.Model, opt explore.Options) (*explore.Report, error) {
				return nil, errWhole
			})
			if errors.Is(err, errWhole) {
				t.Logf("%s: not split, skipped (whole, it is beyond the zone bound)", name)
				continue
			} else if errors.Is(err, errBeyondBound) {
				t.Logf("%s: a loop over %d zones, the rest skipped (%d loops checked)", name, foreverZoneLimit, loops)
				if loops > 0 {
					weekly++
				}
				continue
			} else if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if loops > 0 {
				weekly++
			}
			t.Logf("%s: %d loops wrap at a week, %d zones (%d without the rule)", name, loops, with, without)
		}
	}
	if weekly == 0 && len(files) > 0 {
		t.Error("no corpus home wraps at a week: nothing tested")
	}
}

// errWhole stops TestForeverWeekBeforeCorpus's run of a home the split
// explores whole.
var errWhole = errors.New("explored whole")

// errBeyondBound stops TestForeverWeekBeforeCorpus's run of a home at a
// loop a zone search does not finish within foreverZoneLimit.
var errBeyondBound = errors.New("a loop beyond the zone bound")

// TestForeverWeekBeforeRandom: random programs (randprog: clocks, timers,
// differences of clocks, times of day) with a Saturday rule that sets
// their first variable, so that --forever wraps them at a week, each with
// a random invariant, from a Thursday at 00:00 and 21:00: the discrete
// states and the invariant's first violation (its day and time) with the
// week-on rule are those without it and those of fifteen days unrolled
// (a state may need the second Saturday: the variable set on the first
// still set, so the rule changes nothing and starts no timer), and the
// zones no more than without it.
func TestForeverWeekBeforeRandom(t *testing.T) {
	n := 60
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 300
	}
	rng := rand.New(rand.NewSource(4047))
	ran, fewer, violated := 0, 0, 0
	for i := 0; i < n; i++ {
		src := randprog.Program(rng)
		set := "v0 = 0"
		if strings.Contains(src, "device v0:") {
			set = "v0 = On"
		}
		src += "rule Weekly at 10:00 on Sat { " + set + " }\n"
		p, err := frontends.LoadSource("random.ta", []byte(src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		inv, _ := randprog.TwoVarInvariant(rng, p, explore.FormatValue)
		ps, err := explore.ParseProperties("inv.yaml", []byte(fmt.Sprintf("- name: inv\n  condition: '%s'\n", inv)), p)
		if err != nil {
			t.Fatal(err)
		}
		start := []int64{0, 21 * hour}[i%2]
		cal := ta.Calendar{Start: start, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60, Weekday: 3, DayKnown: true}
		fcal, err := explore.ForeverCalendar(p, ps, cal)
		if err != nil || fcal.Wrap != 7*ta.SecondsPerDay {
			t.Fatalf("program %d: not wrapped at a week (%v)\n%s", i, err, src)
		}
		hcal := cal
		hcal.Horizon = 15 * 24 * hour
		var got [3]*Result
		for k := range got {
			c, o := fcal, Options{MaxZones: 3000, noWeekBefore: k == 1}
			if k == 2 {
				c = hcal
			}
			m, err := explore.NewModel(p, explore.Config{Cal: c, Props: ps})
			if err != nil {
				t.Fatal(err)
			}
			if got[k], err = Explore(m, o); err != nil {
				t.Fatalf("program %d: %v\n%s", i, err, src)
			}
		}
		if !got[0].Complete || !got[1].Complete || !got[2].Complete {
			continue
		}
		ran++
		states := func(r *Result) map[string]string {
			out := map[string]string{}
			for j := range r.States {
				out[key(&r.States[j])] = stateText(p, &r.States[j])
			}
			return out
		}
		with := violationTimes(got[0])
		for k, what := range []string{"without the rule", "fifteen days"} {
			if a, b := differ(states(got[0]), states(got[k+1])); len(a)+len(b) > 0 {
				t.Fatalf("program %d from %s: discrete states differ from %s': only with the rule %v, only %s %v\n%s", i, ta.FormatClockTime(start), what, a, what, b, src)
			}
			if other := violationTimes(got[k+1]); fmt.Sprint(other) != fmt.Sprint(with) {
				t.Fatalf("program %d from %s: violations %v with the rule, %v %s\n%s", i, ta.FormatClockTime(start), with, other, what, src)
			}
		}
		if got[0].Zones > got[1].Zones {
			t.Errorf("program %d: %d zones with the rule, %d without\n%s", i, got[0].Zones, got[1].Zones, src)
		}
		if got[0].Zones < got[1].Zones {
			fewer++
		}
		if len(with) > 0 {
			violated++
		}
	}
	if ran < n/2 || fewer == 0 || violated == 0 || violated == ran {
		t.Errorf("%d of %d programs compared, %d with fewer zones, %d violated: the rule is not exercised", ran, n, fewer, violated)
	}
	t.Logf("%d of %d programs compared, %d with fewer zones, %d violated", ran, n, fewer, violated)
}
