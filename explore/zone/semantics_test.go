package zone

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/internal/testprog"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
	"github.com/delorean-mc/delorean/zones"
)

// Explore is held to the plain search with subsumption
// (search.ReachCovering) over the zone semantics (Semantics): the same
// zones stored in the same order, each with the same discrete state,
// obligations, zone, parent, transition and record, the same ones covered
// later, the same inclusion hits, the same reachable discrete states in
// the same order with the same first zone, the same runtime errors (the
// first of each message, with the zone and stimulus it came from), the
// same violated invariants (first zone and count), transitions and
// coverage. Semantics shares the expansion with Explore (a worker's
// recorded mode), not the store: the covering, the waiting list, the
// order of commits, the per-location lists with their wall-clock
// intervals, the invariants' check only on the zones not covered, the
// first-of-each-message errors and the workers are Explore's own.

// coveringTally counts what reachCoveringAgrees compared.
type coveringTally struct {
	programs, zones, dead, discrete, errors, violations int
}

// reachCoveringAgrees explores m with Explore and with ReachCovering over
// NewSemantics(m, opt) and fails at the first difference. It returns the
// number of zones stored.
func reachCoveringAgrees(t *testing.T, name string, m *explore.Model, opt Options, tally *coveringTally) (stored int) {
	t.Helper()
	ref, refErr := Explore(m, opt)
	got, sem, err := reachCovering(m, opt)
	if refErr != nil || err != nil {
		if fmt.Sprint(refErr) != fmt.Sprint(err) {
			t.Fatalf("%s: Explore: %v; ReachCovering: %v", name, refErr, err)
		}
		return 0
	}
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s (%+v): %s", name, opt, fmt.Sprintf(format, args...))
	}
	if got.Complete != ref.Complete || len(got.States) != ref.Stored || len(ref.nodes) != ref.Stored {
		fail("ReachCovering stores %d states (complete %v), Explore %d (complete %v)", len(got.States), got.Complete, ref.Stored, ref.Complete)
	}
	locs := map[string]int{} // location key -> index, in the order first stored
	var loc []byte
	for i, s := range got.States {
		n := &ref.nodes[i]
		if got.Dead[i] != n.dead {
			fail("zone %d: dead %v, Explore's %v", i, got.Dead[i], n.dead)
		}
		if !n.dead && !s.Zone.Equal(n.zone) {
			fail("zone %d: %s, Explore's %s", i, s.Zone.Format(ref.clockNames), ref.ZoneText(i))
		}
		loc = sem.Location(loc, s)
		l, ok := locs[string(loc)]
		if !ok {
			l = len(locs)
			locs[string(loc)] = l
		}
		if key(&s.Disc) != key(&ref.States[n.disc]) || l != n.loc {
			fail("zone %d: location %d, %s; Explore's %d, %s", i, l, sem.Format(s), n.loc, stateText(m.Prog, &ref.States[n.disc]))
		}
		lb := got.Labels[i]
		if got.Parent[i] != n.parent || lb.Stim != n.stim || !slices.Equal(lb.Choices, n.choice) {
			fail("zone %d: parent %d by %v, Explore's %d by %d %v", i, got.Parent[i], lb, n.parent, n.stim, n.choice)
		}
		if a, b := fmt.Sprintf("%+v", *s.tr), fmt.Sprintf("%+v", *n.tr); a != b {
			fail("zone %d: record %s, Explore's %s", i, a, b)
		}
	}
	if got.Live() != ref.Zones || got.Hits != ref.Hits {
		fail("%d live, %d hits; Explore %d, %d", got.Live(), got.Hits, ref.Zones, ref.Hits)
	}
	// The discrete states in the order first stored.
	first := map[string]int{}
	var order []string
	for i := range got.States {
		if k := key(&got.States[i].Disc); first[k] == 0 {
			first[k] = i + 1
			order = append(order, k)
		}
	}
	if len(order) != len(ref.States) || len(locs) != ref.Locations {
		fail("%d discrete states, %d locations; Explore %d, %d", len(order), len(locs), len(ref.States), ref.Locations)
	}
	for d, k := range order {
		if k != key(&ref.States[d]) || first[k]-1 != ref.First[d] {
			fail("discrete state %d: %s first at %d, Explore's %s first at %d", d, stateText(m.Prog, &got.States[first[k]-1].Disc), first[k]-1, stateText(m.Prog, &ref.States[d]), ref.First[d])
		}
	}
	// Runtime errors: Explore keeps the first of each message.
	var errs []string
	seen := map[string]bool{}
	for _, e := range got.Errors {
		if msg := e.Err.Error(); !seen[msg] {
			seen[msg] = true
			errs = append(errs, fmt.Sprintf("zone %d stim %d: %s", e.State, e.Label.Stim, msg))
		}
	}
	var want []string
	for _, e := range ref.Errors {
		want = append(want, fmt.Sprintf("zone %d stim %d: %s", e.Node, e.Stim, e.Err))
	}
	if !slices.Equal(errs, want) {
		fail("runtime errors\nReachCovering %q\nExplore       %q", errs, want)
	}
	// Violations: the first zone found of those that violate earliest on
	// the wall clock, and the live zones that violate.
	var viol []string
	for _, p := range m.Props {
		node, count := -1, 0
		var first zones.Bound
		for i, s := range got.States {
			if at, ok := s.ViolatedFrom(p); ok {
				if node < 0 || first < at { // a looser lower bound: earlier
					node, first = i, at
				}
				if !got.Dead[i] {
					count++
				}
			}
		}
		if node >= 0 {
			viol = append(viol, fmt.Sprintf("%s at %d, %d live", p.Name, node, max(count, 1)))
		}
	}
	var wantViol []string
	for _, v := range ref.Violations {
		wantViol = append(wantViol, fmt.Sprintf("%s at %d, %d live", v.Prop.Name, v.Node, v.Count))
	}
	if !slices.Equal(viol, wantViol) {
		fail("violations\nReachCovering %q\nExplore       %q", viol, wantViol)
	}
	if sem.Transitions() != ref.Transitions || !slices.Equal(sem.Covered(), ref.Covered) {
		fail("%d transitions, Explore %d (or the statements covered differ)", sem.Transitions(), ref.Transitions)
	}
	tally.programs++
	tally.zones += len(got.States)
	tally.dead += len(got.States) - got.Live()
	tally.discrete += len(order)
	tally.errors += len(got.Errors)
	tally.violations += len(viol)
	return len(got.States)
}

// reachCovering is ReachCovering over NewSemantics(m, opt), with
// Explore's fallback to global bounds.
func reachCovering(m *explore.Model, opt Options) (*search.ReachedCovering[State], *Semantics, error) {
	sem, err := NewSemantics(m, opt)
	if err != nil {
		return nil, nil, err
	}
	got, err := search.ReachCovering(sem, opt.MaxZones)
	if errors.Is(err, errEscaped) {
		opt.GlobalBounds = true
		return reachCovering(m, opt)
	}
	return got, sem, err
}

// coveringSettings are the store settings each program is explored with
// in turn: aLU covering with per-location bounds, inclusion, global
// bounds, no extrapolation, and several workers (held to one worker node
// for node by TestWorkers*, and here to the plain loop directly).
var coveringSettings = []Options{{}, {Covering: CoverInclusion}, {GlobalBounds: true}, {NoExtrapolation: true}, {Workers: 3}}

// The bundled programs: those the explorer's oracles share
// (testprog.SmallPrograms: the paper's, ISY's, the TChecker models),
// those the workers are tested on (with their invariants), Fischer with
// N = 2 to 4 and its broken variant, and Fischer 4 stopped at a few zone
// limits.
func TestExploreAgreesWithReachCovering(t *testing.T) {
	t0 := time.Now()
	long := os.Getenv("DELOREAN_LONG") != ""
	type tcase struct {
		name string
		prog *ta.Program
		cfg  explore.Config
		opt  Options
	}
	var cases []tcase
	for _, c := range testprog.SmallPrograms(t) {
		cases = append(cases, tcase{c.Name, c.Prog, c.Cfg, Options{}})
	}
	inv := func(path, invPath string, cal ta.Calendar, opt Options) tcase {
		p := load(t, filepath.Join("../../programs", path))
		cfg := explore.Config{Cal: cal}
		if invPath != "" {
			cfg.Props = props(t, p, filepath.Join("../../programs", invPath))
		}
		return tcase{path, p, cfg, opt}
	}
	haCal := func(h int64) ta.Calendar {
		return ta.Calendar{Start: 9 * hour, Horizon: h, Sunrise: 6*hour + 30*60, Sunset: 19 * hour, DayKnown: true}
	}
	cases = append(cases,
		inv("paper/latearrival.ta", "paper/latearrival.inv.yaml", ta.Calendar{Start: 9 * hour, Horizon: 900, Sunrise: 6 * hour, Sunset: 18 * hour}, Options{}),
		inv("ha/p05/p05.ta", "ha/p05/invariants.yaml", haCal(120), Options{GlobalBounds: true}),
		inv("ta/fischer-2.tck", "", ta.Calendar{}, Options{}),
		inv("ta/fischer-4.tck", "", ta.Calendar{}, Options{}),
		inv("ta/fischer-broken-3.tck", "", ta.Calendar{}, Options{}),
		inv("ta/fischer-4.tck", "", ta.Calendar{}, Options{MaxZones: 1}),
		inv("ta/fischer-4.tck", "", ta.Calendar{}, Options{MaxZones: 17}),
		inv("ta/fischer-4.tck", "", ta.Calendar{}, Options{MaxZones: 200}),
	)
	// Two start zones: the sunset range open, the start urgent for the
	// sunsets before it (stored as it is) and not for the others (stored
	// closed under time passing up to sunset).
	sp := testprog.LoadSrc(t, sunStarts)
	pieces, err := sun.Pieces(sp, ta.Calendar{Start: 18 * hour, Horizon: 20 * 60, Sunrise: 6 * hour, Sunset: 18 * hour},
		ta.SunRange{From: 6 * hour, To: 6 * hour}, ta.SunRange{From: 18*hour - 600, To: 18*hour + 600})
	if err != nil || len(pieces) != 1 {
		t.Fatalf("sunset range: %d pieces, %v", len(pieces), err)
	}
	in, err := explore.ParseInit("init.yaml", []byte("devices: {door: On}\n"), sp)
	if err != nil {
		t.Fatal(err)
	}
	sunCfg := explore.Config{Cal: pieces[0], Init: in}
	cases = append(cases, tcase{"sunset range, two start zones", sp, sunCfg, Options{}})
	if long {
		// Seconds to a minute each on a loaded machine.
		cases = append(cases,
			inv("ta/fischer-5.tck", "", ta.Calendar{}, Options{}),
			inv("ta/fischer-broken-5.tck", "", ta.Calendar{}, Options{}),
			inv("ha/p10/p10.isy", "ha/p10/invariants.yaml", haCal(2), Options{GlobalBounds: true}),
			inv("ha/p10/p10.isy", "ha/p10/invariants.yaml", ta.Calendar{Start: 21*hour + 50*60, Horizon: 120, Sunrise: 6*hour + 30*60, Sunset: 19 * hour, DayKnown: true}, Options{GlobalBounds: true}))
	}
	var tally coveringTally
	for _, c := range cases {
		m, err := explore.NewModel(c.prog, c.cfg)
		if err != nil {
			t.Fatal(err)
		}
		stored := reachCoveringAgrees(t, c.name, m, c.opt, &tally)
		if c.opt.MaxZones == 0 && !c.opt.GlobalBounds && stored < 1000 {
			// The other store settings, on the same program (not on the
			// larger ones: without extrapolation they take minutes).
			for _, o := range coveringSettings[1:] {
				reachCoveringAgrees(t, c.name, m, o, &tally)
			}
		}
	}
	t.Logf("%d explorations, %d zones stored (%d covered later), %d discrete states, %d failing transitions, %d violations, in %v",
		tally.programs, tally.zones, tally.dead, tally.discrete, tally.errors, tally.violations, time.Since(t0).Round(time.Millisecond))
	if tally.dead == 0 || tally.violations == 0 {
		t.Errorf("no zone covered later or no violation: the comparison checks little")
	}
	m, err := explore.NewModel(sp, sunCfg)
	if err != nil {
		t.Fatal(err)
	}
	sem, err := NewSemantics(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	starts := 0
	if err := sem.Starts(func(State) bool { starts++; return true }); err != nil || starts != 2 {
		t.Errorf("sunset range: %d start zones (%v), want 2: the comparison does not check several", starts, err)
	}
}

// sunStarts is urgent from sunset on while the door is open; with the
// door open at the start and sunset in a range around it, the start zone
// is urgent for some sunsets and not for the others.
const sunStarts = `program starts
device door: {Off, On}
device light: {Off, On}
clock seen
event motion, closed
rule r on motion { light = On  reset seen }
rule s on closed { door = Off }
urgent door == On && time in sunset..23:00
`

// Random programs: those of TestDifferentialRandom with a runtime error
// and invariants, those of TestInvariantsRandom, and the acceptance
// test's (randomZdiffCase: sunset ranges kept open, windows, within and for, --init), each with a store setting in turn.
func TestExploreAgreesWithReachCoveringRandom(t *testing.T) {
	n := 20
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 500
	}
	t0 := time.Now()
	rng := rand.New(rand.NewSource(2424))
	var tally coveringTally
	setting := func(i int) Options { return coveringSettings[i%len(coveringSettings)] }
	for i := 0; i < n; i++ {
		src, cal := randomZoneProgram(rng)
		if i%3 == 0 {
			src += "rule bump on e3 {\n    if c1 > 2s { n = n + 2 }\n}\n"
		}
		p, err := frontends.LoadSource("random.ta", []byte(src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		var inv strings.Builder
		for _, s := range tracesInvariants {
			if rng.Intn(2) == 0 {
				inv.WriteString(s)
			}
		}
		ps, err := explore.ParseProperties("random.yaml", []byte(inv.String()), p)
		if err != nil {
			t.Fatal(err)
		}
		m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: ps})
		if err != nil {
			t.Fatal(err)
		}
		reachCoveringAgrees(t, fmt.Sprintf("random %d\n%s\n%s", i, src, inv.String()), m, setting(i), &tally)
	}
	for i := 0; i < n; i++ {
		src, inv, cal := randomInvariantCase(rng)
		p, err := frontends.LoadSource("random.ta", []byte(src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		ps, err := explore.ParseProperties("random.yaml", []byte(inv), p)
		if err != nil {
			t.Fatal(err)
		}
		m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: ps})
		if err != nil {
			t.Fatal(err)
		}
		reachCoveringAgrees(t, fmt.Sprintf("invariants %d\n%s\n%s", i, src, inv), m, setting(i), &tally)
	}
	for i := 0; i < 2*n; i++ {
		c := randomZdiffCase(rng)
		p, err := frontends.LoadSource("zdiff.ta", []byte(c.src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, c)
		}
		cals, err := sun.Pieces(p, c.base, ta.SunRange{From: c.base.Sunrise, To: c.base.Sunrise}, c.sunset)
		if err != nil {
			continue // refused (a window whose ends change order): explored over regions
		}
		for _, cal := range cals {
			m := c.model(t, i, p, cal)
			reachCoveringAgrees(t, fmt.Sprintf("zdiff %d, sunset %v\n%s", i, cal.Ranges, c), m, setting(i), &tally)
		}
	}
	t.Logf("%d explorations, %d zones stored (%d covered later), %d discrete states, %d failing transitions, %d violations, in %v",
		tally.programs, tally.zones, tally.dead, tally.discrete, tally.errors, tally.violations, time.Since(t0).Round(time.Millisecond))
	if tally.dead == 0 || tally.violations == 0 || tally.errors == 0 {
		t.Errorf("no zone covered later, no violation or no runtime error: the comparison checks little")
	}
}
