package zone

import (
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// fischerSource is Fischer's protocol for n processes with delay 10, as
// programs/ta/gen writes it (programs/ta stops at 6 processes).
func fischerSource(n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "system:fischer_%d_10\n\nevent:tau\n\nint:1:0:%d:0:id\n\n", n, n)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `process:P%[1]d
clock:1:x%[1]d
location:P%[1]d:A{initial:}
location:P%[1]d:req{invariant:x%[1]d<=10}
location:P%[1]d:wait{}
location:P%[1]d:cs{labels:cs%[1]d}
edge:P%[1]d:A:req:tau{provided:id==0 : do:x%[1]d=0}
edge:P%[1]d:req:wait:tau{provided:x%[1]d<=10 : do:x%[1]d=0;id=%[1]d}
edge:P%[1]d:wait:req:tau{provided:id==0 : do:x%[1]d=0}
edge:P%[1]d:wait:cs:tau{provided:x%[1]d>10&&id==%[1]d}
edge:P%[1]d:cs:A:tau{do:id=0}

`, i)
	}
	return b.String()
}

// Fischer 7: before, the analysis of the discrete states' over-
// approximation passed its 40,000 states, the search fell back to the
// global bounds and stopped incomplete at 200,000 zones. With the bounds
// computed clock by clock on each process's control, it stores one zone
// per discrete state: 7,737, which is what TChecker stores
// (`tck-reach -a covreach` on the same model: STORED_STATES 7737; its
// covering is inclusion with ExtraLU+ and per-location bounds, TChecker's
// local LU). The zone limit makes the old behaviour fail in a moment.
func TestLocalBoundsFischer7(t *testing.T) {
	const tchecker = 7737
	p, err := frontends.LoadSource("fischer-7.tck", []byte(fischerSource(7)))
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, explore.Config{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Explore(m, Options{MaxZones: 4 * tchecker})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Complete || !strings.Contains(res.Extrapolation, "per-location bounds") {
		t.Fatalf("complete %v (%s), extrapolation %q", res.Complete, res.StopReason, res.Extrapolation)
	}
	if res.Zones != tchecker || len(res.States) != tchecker {
		t.Errorf("%d zones, %d discrete states; TChecker stores %d", res.Zones, len(res.States), tchecker)
	}
	if res.local.Analysed() != 7 {
		t.Errorf("%d of the 7 clocks analysed", res.local.Analysed())
	}
}

// The generated Fischer models (3..5 processes): the discrete states of the
// region engine (the reference), and with the per-location bounds one zone
// per discrete state, as TChecker's covreach stores (fischer-4: 220,
// fischer-5: 727, each equal to its discrete states).
func TestLocalBoundsFischerRegions(t *testing.T) {
	// (N = 6 has 5.1 M region states: too many for a test.)
	for n := 3; n <= 5; n++ {
		p, err := frontends.LoadSource(fmt.Sprintf("fischer-%d.tck", n), []byte(fischerSource(n)))
		if err != nil {
			t.Fatal(err)
		}
		zres := compare(t, fmt.Sprintf("fischer-%d", n), p, explore.Config{}, Options{})
		if zres.Zones != len(zres.States) || zres.local == nil || zres.local.Analysed() != n {
			t.Errorf("fischer-%d: %d zones for %d discrete states (%s)", n, zres.Zones, len(zres.States), zres.Extrapolation)
		}
	}
}

// Random programs (those of TestDifferentialRandom, another seed) without
// clock differences (with them the global bounds are used; and with
// DELOREAN_LONG this seed's program 314, which has one, takes the zone
// engine minutes whatever the bounds): the region engine's discrete
// states with the per-location bounds, and nearly every program clock
// analysed.
func TestLocalBoundsRandom(t *testing.T) {
	n := 150
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 1500
	}
	rng := rand.New(rand.NewSource(2511))
	programs, analysed, clocks := 0, 0, 0
	for i := 0; i < n; i++ {
		src, cal := randomZoneProgram(rng)
		if strings.Contains(src, "c1 - c2") {
			continue
		}
		p, err := frontends.LoadSource("random.ta", []byte(src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		cfg := explore.Config{Cal: cal}
		want, _ := regionStates(t, p, cfg)
		got, zres := zoneStates(t, p, cfg, Options{})
		if a, b := differ(want, got); len(a)+len(b) > 0 {
			t.Fatalf("random %d: only regions (%d): %s\nonly zones (%d): %s\n%s", i, len(a), head(a), len(b), head(b), src)
		}
		if zres.local != nil {
			analysed += zres.local.Analysed()
		}
		programs++
		clocks += p.NumClocks() - 1
	}
	t.Logf("%d programs, %d of %d program clocks analysed", programs, analysed, clocks)
	// (With DELOREAN_LONG, 5 of 4,852 clocks keep their global bounds:
	// a run of theirs makes more than maxLocalChoices choices.)
	if programs < n/2 || analysed < clocks-clocks/200 {
		t.Errorf("%d programs, %d of %d program clocks analysed", programs, analysed, clocks)
	}
}

// P05 over a day: the per-location bounds (before, the analysis gave up
// and the global bounds were used) reach the discrete states of the
// global bounds, with as many violations. (The region engine takes more
// than ten minutes and 3 GiB on this day.)
func TestLocalBoundsP05Day(t *testing.T) {
	if os.Getenv("DELOREAN_LONG") == "" {
		t.Skip("one to two minutes; set DELOREAN_LONG")
	}
	p := load(t, "../../programs/ha/p05/p05.ta")
	cfg := explore.Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: 24 * hour, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}}
	cfg.Props = props(t, p, "../../programs/ha/p05/invariants.yaml")
	local, lres := zoneStates(t, p, cfg, Options{})
	global, gres := zoneStates(t, p, cfg, Options{GlobalBounds: true})
	if !strings.Contains(lres.Extrapolation, "per-location bounds") {
		t.Errorf("extrapolation %q", lres.Extrapolation)
	}
	if a, b := differ(global, local); len(a)+len(b) > 0 {
		t.Fatalf("only global bounds (%d): %s\nonly per-location bounds (%d): %s", len(a), head(a), len(b), head(b))
	}
	if len(lres.viol) != len(gres.viol) {
		t.Errorf("%d violations with per-location bounds, %d with global ones", len(lres.viol), len(gres.viol))
	}
	t.Logf("%d discrete states; %d zones with per-location bounds, %d with global ones", len(local), lres.Zones, gres.Zones)
}
