package zone

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
)

// Sun ranges as clocks, against an independent oracle. The zone engine
// explores a sunset range open (sun.Pieces: a sun clock per day whose
// start value is the unknown time); the reference explores the region
// engine once per exact class of sunsets (explore.SunGridCalendars: every
// point of the grid of the program's unit and every piece between two,
// which the grid's theory shows cannot be told apart). Over the whole
// range the two must find the same reachable discrete states, the same
// violated invariants and the same runtime errors, and every zone trace
// replays with the sun time it picked (ExploreReport fails otherwise).
//
// The programs are the acceptance test's (randomZdiffCase: windows and
// schedules relative to sunset, timers, `within`/`for` invariants, --init)
// with a sunset range always, and every constant scaled by 4 (time
// literals around an aligned start): the grid's classes then have whole
// seconds inside them (a 1-second unit leaves none between two points).
func TestSunClocksAgainstSunGrid(t *testing.T) {
	n := 40
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 1500
	}
	rng := rand.New(rand.NewSource(3100))
	var programs, pieces, classes, violations, states, refused, large int
	t0 := time.Now()
	for i := 0; programs < n && !t.Failed(); i++ {
		c := scaleZdiffCase(randomZdiffCase(rng), 4, rng)
		p, err := frontends.LoadSource("sun.ta", []byte(c.src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, c)
		}
		cfg := func(cal ta.Calendar) explore.Config {
			ps, err := explore.ParseProperties("sun.yaml", []byte(c.props), p)
			if err != nil {
				t.Fatalf("program %d: %v\n%s", i, err, c)
			}
			cf := explore.Config{Cal: cal, Props: ps}
			if c.init != "" {
				if cf.Init, err = explore.ParseInit("init.yaml", []byte(c.init), p); err != nil {
					t.Fatalf("program %d: %v\n%s", i, err, c)
				}
			}
			return cf
		}
		rise := ta.SunRange{From: c.base.Sunrise, To: c.base.Sunrise}
		// The reference: regions over every class.
		grid, err := explore.SunGridCalendars(p, cfg(c.base), rise, c.sunset, 400)
		if errors.Is(err, sun.ErrTooManyClasses) {
			large++
			continue
		}
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, c)
		}
		want := sunUnion{states: map[string]string{}, viol: map[string]bool{}, errs: map[string]bool{}}
		tooLarge := false
		for _, cal := range grid {
			rm, err := explore.NewModel(p, cfg(cal))
			if err != nil {
				t.Fatal(err)
			}
			rres, err := explore.Explore(rm, explore.Options{NoSplit: true, MaxStates: zdiffMaxRegionStates()})
			if err != nil {
				t.Fatal(err)
			}
			if !rres.Complete {
				tooLarge = true
				break
			}
			rres.EachDiscrete(func(st *ta.State) { want.states[key(st)] = stateText(p, st) })
			for _, v := range rres.Violations {
				if v.Prop != nil {
					want.viol[v.Prop.Name] = true
				}
			}
			for e := range regionErrors(rres) {
				want.errs[e] = true
			}
		}
		if tooLarge {
			large++
			continue
		}
		// Zones, the range open.
		cals, err := sun.Pieces(p, c.base, rise, c.sunset)
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, c)
		}
		got := sunUnion{states: map[string]string{}, viol: map[string]bool{}, errs: map[string]bool{}}
		refusedHere := false
		for _, cal := range cals {
			m, err := explore.NewModel(p, cfg(cal))
			if err != nil {
				t.Fatal(err)
			}
			rep, zres, err := ExploreReport(m, explore.Options{NoSplit: true})
			if err != nil {
				if errors.Is(err, ErrTrace) || !refusal(err) {
					t.Fatalf("program %d, sunset %v: %v\n%s", i, cal.Ranges, err, c)
				}
				refusedHere = true
				break
			}
			if !rep.Complete {
				t.Fatalf("program %d: zone exploration incomplete: %s", i, rep.Stop)
			}
			for k := range zres.States {
				got.states[key(&zres.States[k])] = stateText(p, &zres.States[k])
			}
			for _, ie := range rep.Invariants {
				if ie.Violated {
					got.viol[ie.Name] = true
					if len(m.Bind.Sun) > 0 && ie.Violation.Sun == "" {
						t.Errorf("program %d: the violation of %s does not say its sunset", i, ie.Name)
					}
				}
			}
			for e := range zoneErrors(zres) {
				got.errs[e] = true
			}
		}
		if refusedHere {
			refused++
			continue
		}
		programs++
		pieces += len(cals)
		classes += len(grid)
		violations += len(got.viol)
		states += len(got.states)
		onlyR, onlyZ := differ(want.states, got.states)
		if !maps2Equal(want.viol, got.viol) || !maps2Equal(want.errs, got.errs) || len(onlyR)+len(onlyZ) > 0 {
			t.Errorf("program %d, sunset %s..%s: violated over the grid (regions) %v, open (zones) %v; runtime errors %v and %v\nonly regions (%d): %s\nonly zones (%d): %s\n%s",
				i, clockOf(c.sunset.From), clockOf(c.sunset.To), keys(want.viol), keys(got.viol), keys(want.errs), keys(got.errs),
				len(onlyR), head(onlyR), len(onlyZ), head(onlyZ), c)
		}
	}
	t.Logf("%d programs with a sunset range (%d more too large for the reference, %d refused by the zone engine) in %v: %d pieces over zones against %d classes over regions, %d discrete states, %d violations",
		programs, large, refused, time.Since(t0).Round(time.Millisecond), pieces, classes, states, violations)
	if violations == 0 || programs < n || refused*20 > programs {
		t.Errorf("the test checks little: %d violations, %d programs, %d refused", violations, programs, refused)
	}
}

type sunUnion struct {
	states     map[string]string
	viol, errs map[string]bool
}

func maps2Equal(a, b map[string]bool) bool {
	return slices.Equal(keys(a), keys(b))
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// scaleZdiffCase multiplies every duration of c by k and moves its times
// of day to a start on a whole minute, k times as far from it; the
// sunset range is always a range (a random one around the start).
func scaleZdiffCase(c *zdiffCase, k int64, rng *rand.Rand) *zdiffCase {
	start := c.base.Start - c.base.Start%60
	at := func(x int64) int64 { return start + k*(x-c.base.Start) }
	dur := regexp.MustCompile(`\b(\d+)s\b`)
	tod := regexp.MustCompile(`\b(\d\d):(\d\d):(\d\d)\b`)
	scale := func(s string) string {
		s = dur.ReplaceAllStringFunc(s, func(m string) string {
			v, _ := strconv.ParseInt(m[:len(m)-1], 10, 64)
			return fmt.Sprintf("%ds", k*v)
		})
		return tod.ReplaceAllStringFunc(s, func(m string) string {
			h, _ := strconv.ParseInt(m[0:2], 10, 64)
			mi, _ := strconv.ParseInt(m[3:5], 10, 64)
			se, _ := strconv.ParseInt(m[6:8], 10, 64)
			x := h*3600 + mi*60 + se
			if x < c.base.Start-12*3600 {
				x += ta.SecondsPerDay // past midnight
			}
			return clockOf(at(x))
		})
	}
	out := *c
	out.src, out.props, out.init = scale(c.src), scale(c.props), scale(c.init)
	out.base.Start, out.base.Horizon = start, k*c.base.Horizon
	from := c.base.Start - int64(rng.Intn(6))
	to := c.base.Start + int64(4+rng.Intn(14))
	out.sunset = ta.SunRange{From: at(from), To: at(to)}
	// Now and then an end of the range on a time the program names (with
	// a sunset offset: where a window turns round or a time crosses one),
	// where a piece of the range is a single time.
	if lits := tod.FindAllString(out.src+out.props, -1); len(lits) > 0 && rng.Intn(3) == 0 {
		t, _ := ta.ParseClockTime(lits[rng.Intn(len(lits))])
		t += k * int64(rng.Intn(3)-1) * 2
		switch {
		case t > out.sunset.From && rng.Intn(2) == 0:
			out.sunset.To = t
		case t < out.sunset.To:
			out.sunset.From = t
		}
	}
	out.base.Sunset = out.sunset.From
	return &out
}
