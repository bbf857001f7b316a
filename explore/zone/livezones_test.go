package zone

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// liveRun is what the index of live zones (liveSet) must not change: it
// only leaves out of a covering query the zones the wall-interval test
// rules out, so the zone graph is the plain scan's, zone for zone.
type liveRun struct {
	states              []string
	zones, stored, locs int
	hits, transitions   int64
	violations          []string
	fullest             int // the most live zones at one location
}

func exploreLive(t *testing.T, name string, m *explore.Model, opt Options, plain bool) liveRun {
	t.Helper()
	old := plainLiveScan
	plainLiveScan = plain
	defer func() { plainLiveScan = old }()
	res, err := Explore(m, opt)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	r := liveRun{zones: res.Zones, stored: res.Stored, locs: res.Locations, hits: res.Hits, transitions: res.Transitions}
	for i := range res.States {
		r.states = append(r.states, key(&res.States[i]))
	}
	sort.Strings(r.states)
	for _, v := range res.Violations {
		r.violations = append(r.violations, fmt.Sprintf("%s at %v", v.Prop.Name, v.at))
	}
	sort.Strings(r.violations)
	return r
}

func liveAgrees(t *testing.T, name string, m *explore.Model, opt Options) liveRun {
	t.Helper()
	want := exploreLive(t, name, m, opt, true)
	got := exploreLive(t, name, m, opt, false)
	if fmt.Sprint(want) != fmt.Sprint(got) {
		t.Fatalf("%s (%+v): the indexed store differs from the plain scan:\nplain   %+v\nindexed %+v", name, opt, want, got)
	}
	return got
}

// Random programs with a schedule over minutes (so that a location holds
// a zone per period), with and without extrapolation, plain inclusion and
// ExtraLU+ stores: the index gives the plain scan's zone graph.
func TestLiveIndexAgreesRandom(t *testing.T) {
	n := 25
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 250
	}
	rng := rand.New(rand.NewSource(42))
	crowded := 0
	for i := 0; i < n; i++ {
		src, cal := randomZoneProgram(rng)
		cal.Horizon = int64(60 + rng.Intn(120))
		p, err := frontends.LoadSource("random.ta", []byte(src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		props, err := explore.ParseProperties("random.yaml", []byte(fmt.Sprintf(`- name: a off in a window
  condition: a == Off
  window: {from: "%s", to: "%s"}
- name: d stays off after e1
  after: e1
  holds: d == Off
  for: %ds
`, clockOf(cal.Start+int64(rng.Intn(200))), clockOf(cal.Start+int64(200+rng.Intn(300))), 5+rng.Intn(20))), p)
		if err != nil {
			t.Fatalf("program %d: %v", i, err)
		}
		m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: props})
		if err != nil {
			t.Fatalf("program %d: %v", i, err)
		}
		opts := []Options{{MaxZones: 20000}}
		if i%4 == 0 {
			opts = append(opts, Options{NoExtrapolation: true, MaxZones: 20000}, Options{Covering: CoverInclusion, MaxZones: 20000},
				Options{Subsumption: SubsumeExtraLU, MaxZones: 20000})
		}
		for _, opt := range opts {
			r := liveAgrees(t, fmt.Sprintf("program %d\n%s", i, src), m, opt)
			if r.zones > 20*r.locs {
				crowded++
			}
		}
	}
	t.Logf("%d runs with over 20 zones a location", crowded)
	if crowded < n/10 {
		t.Errorf("only %d runs with over 20 zones a location: the index is hardly exercised", crowded)
	}
}

// The bundled programs with their invariants over a day, and TChecker's
// models (no wall clock: every zone is open above).
func TestLiveIndexAgreesBundled(t *testing.T) {
	files, _ := filepath.Glob("../../programs/*/*.[it][sa]*")
	elk, _ := filepath.Glob("../../programs/elk/*.elk")
	files = append(files, elk...)
	if len(files) < 10 {
		t.Fatalf("%d bundled programs found", len(files))
	}
	forever := 0
	for _, f := range files {
		p, err := frontends.Load(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		cfg := explore.Config{Cal: ta.Calendar{Start: 0, Horizon: 6 * 3600, Sunrise: 6 * 3600, Sunset: 18 * 3600}}
		if inv := f[:len(f)-len(filepath.Ext(f))] + ".inv.yaml"; fileExists(inv) {
			if cfg.Props, err = explore.LoadProperties(inv, p); err != nil {
				t.Fatalf("%s: %v", inv, err)
			}
		}
		if m, err := explore.NewModel(p, cfg); err == nil { // else refused over zones (explored over regions)
			liveAgrees(t, f, m, Options{MaxZones: 100000})
		}
		// Forever: the wall clock wraps, so zones beyond its bounds are
		// not exact and every query reads them.
		fcal, err := explore.ForeverCalendar(p, cfg.Props, ta.Calendar{Start: 9 * 3600, Sunrise: 6 * 3600, Sunset: 18 * 3600})
		if err != nil {
			continue
		}
		cfg.Cal = fcal
		if m, err := explore.NewModel(p, cfg); err == nil {
			liveAgrees(t, f+" forever", m, Options{MaxZones: 100000})
			forever++
		}
	}
	if forever == 0 {
		t.Errorf("no bundled program explored forever")
	}
}

func fileExists(f string) bool {
	_, err := os.Stat(f)
	return err == nil
}

// The index against a scan of every zone, on random intervals (open
// ones, exact and inexact spans, limits below some ends): each query
// answers as the scan with the wall-interval tests (mayBeCoveredBy,
// mayCover) and the same covering answers, and leaves the same zones.
func TestLiveSetAgainstScan(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	bound := func(v int64) zones.Bound {
		b, err := zones.NewBound(v, rng.Intn(3) == 0)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	span := func() (lo, hi zones.Bound) {
		a := int64(rng.Intn(400))
		if rng.Intn(8) == 0 {
			return bound(-a), zones.Infinity
		}
		length := int64(rng.Intn(4))
		if rng.Intn(3) == 0 {
			length = int64(rng.Intn(200))
		}
		return bound(-a), bound(a + length)
	}
	for round := 0; round < 300; round++ {
		var s liveSet
		var all []live
		covers := map[[2]int]bool{} // (query, node): a fixed answer of the zones' own test
		answer := func(q, node int) bool {
			k := [2]int{q, node}
			if _, ok := covers[k]; !ok {
				covers[k] = rng.Intn(4) == 0
			}
			return covers[k]
		}
		for q := 0; q < 200; q++ {
			lo, hi := span()
			w := wallSpan{lo: lo, hi: hi, nested: rng.Intn(5) != 0, limit: zones.Infinity}
			if rng.Intn(2) == 0 {
				w.limit = bound(int64(100 + rng.Intn(400)))
			}
			w.exact = w.nested && w.hi <= w.limit
			if rng.Intn(2) == 0 {
				want := false
				for _, c := range all {
					if w.mayBeCoveredBy(c) && answer(q, c.node) {
						want = true
					}
				}
				if got := s.coveredBy(w, func(c live) bool { return answer(q, c.node) }); got != want {
					t.Fatalf("round %d query %d: covered %v, the scan says %v (span %+v)", round, q, got, want, w)
				}
				continue
			}
			var kept []int
			for _, c := range all {
				if !(w.mayCover(c) && answer(q, c.node)) {
					kept = append(kept, c.node)
				}
			}
			s.removeCovered(w, func(c live) bool { return answer(q, c.node) })
			var got []int
			for _, c := range s.open {
				got = append(got, c.node)
			}
			for _, cl := range s.class {
				for i, c := range cl {
					if i > 0 && cl[i-1].hi > c.hi {
						t.Fatalf("round %d: class out of order", round)
					}
					got = append(got, c.node)
				}
			}
			sort.Ints(got)
			sort.Ints(kept)
			if fmt.Sprint(got) != fmt.Sprint(kept) || s.len() != len(kept) {
				t.Fatalf("round %d query %d: kept %v (len %d), the scan keeps %v", round, q, got, s.len(), kept)
			}
			all = all[:0]
			for _, c := range s.open {
				all = append(all, c)
			}
			for _, cl := range s.class {
				all = append(all, cl...)
			}
			c := live{node: 1000*round + q, lo: lo, hi: hi}
			s.add(c)
			all = append(all, c)
		}
	}
}
