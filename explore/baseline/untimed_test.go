package baseline

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/internal/randprog"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// untimedBoth explores untimed with and without DPOR and checks the
// issue's promise: DPOR never misses a violation the full search finds,
// and visits only states the full search visits.
func untimedBoth(t *testing.T, m *explore.Model, name string) (dporStates, fullStates int) {
	t.Helper()
	return untimedBothLimited(t, m, name, 0)
}

// untimedBothLimited is untimedBoth with a state limit; programs whose
// untimed state space is larger are skipped (returning -1, -1).
func untimedBothLimited(t *testing.T, m *explore.Model, name string, limit int) (dporStates, fullStates int) {
	t.Helper()
	f, err := ExploreBaseline(m, Untimed, explore.Options{NoDPOR: true, MaxStates: limit})
	if err != nil {
		t.Fatal(err)
	}
	if !f.Complete {
		return -1, -1
	}
	d, err := ExploreBaseline(m, Untimed, explore.Options{MaxStates: limit})
	if err != nil {
		t.Fatal(err)
	}
	if !d.Complete {
		t.Errorf("%s: DPOR stopped (%s) where the full search completed with %d states", name, d.StopReason, f.States)
		return -1, -1
	}
	if !d.DPOR || f.DPOR {
		t.Fatalf("%s: DPOR flags %v %v", name, d.DPOR, f.DPOR)
	}
	if !slices.Equal(d.Violated, f.Violated) {
		t.Errorf("%s: with DPOR violated %v, without %v", name, d.Violated, f.Violated)
	}
	if d.States > f.States {
		t.Errorf("%s: DPOR visits %d states, the full search %d", name, d.States, f.States)
	}
	if m := missing(d.Values, f.Values); len(m) > 0 {
		t.Errorf("%s: DPOR reaches %s, which the full search does not", name, m[0])
	}
	return d.States, f.States
}

func TestUntimedDPORKeepsViolations(t *testing.T) {
	for _, tc := range smallPrograms(t) {
		m, err := explore.NewModel(tc.prog, tc.cfg)
		if err != nil {
			t.Fatal(err)
		}
		d, f := untimedBoth(t, m, tc.name)
		t.Logf("%s: %d states with DPOR, %d without", tc.name, d, f)
	}
}

func TestUntimedDPORRandomPrograms(t *testing.T) {
	n := 1000
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 10000
	}
	rng := rand.New(rand.NewSource(11))
	var dTotal, fTotal, violated int
	for i := 0; i < n; i++ {
		p, src := randprog.Load(t, rng, i)
		cond, _ := randprog.TwoVarInvariant(rng, p, explore.FormatValue)
		props, err := explore.ParseProperties("inv.yaml", []byte(fmt.Sprintf("- name: inv\n  condition: '%s'\n", cond)), p)
		if err != nil {
			t.Fatalf("program %d: %v", i, err)
		}
		m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: 20}, Props: props})
		if err != nil {
			t.Fatal(err)
		}
		d, f := untimedBoth(t, m, fmt.Sprintf("program %d:\n%s\ninvariant %s\n", i, src, cond))
		dTotal += d
		fTotal += f
		if b, _ := ExploreBaseline(m, Untimed, explore.Options{NoDPOR: true}); len(b.Violated) > 0 {
			violated++
		}
		if t.Failed() {
			return
		}
	}
	t.Logf("%d programs (%d violate their invariant): %d states with DPOR, %d without", n, violated, dTotal, fTotal)
	if violated*10 < n {
		t.Errorf("only %d of %d programs violate their invariant: the test checks little", violated, n)
	}
}

// Every bundled program, with its invariants: untimed exploration with
// DPOR finds every violation the full search finds.
func TestUntimedDPORBundledPrograms(t *testing.T) {
	var files []string
	for _, pat := range []string{"../../programs/*/*", "../../programs/*/*/*"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	n := 0
	for _, f := range files {
		switch filepath.Ext(f) {
		case ".ta", ".isy", ".elk", ".tck":
		default:
			continue
		}
		// The largest Fischer models take seconds to minutes untimed.
		if big, _ := regexp.MatchString(`fischer-(broken-)?[5-9]`, f); big && os.Getenv("DELOREAN_LONG") == "" {
			continue
		}
		p, err := frontends.Load(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		cfg := explore.Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: hour, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}}
		for _, inv := range []string{strings.TrimSuffix(f, filepath.Ext(f)) + ".inv.yaml", filepath.Join(filepath.Dir(f), "invariants.yaml")} {
			if _, err := os.Stat(inv); err == nil {
				if cfg.Props, err = explore.LoadProperties(inv, p); err != nil {
					t.Fatalf("%s: %v", inv, err)
				}
				break
			}
		}
		m, err := explore.NewModel(p, cfg)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		limit := 20000
		if os.Getenv("DELOREAN_LONG") != "" {
			limit = 2_000_000
		}
		d, full := untimedBothLimited(t, m, f, limit)
		if d < 0 {
			t.Logf("%s: more than %d untimed states; skipped", f, limit)
			continue
		}
		t.Logf("%s: %d states with DPOR, %d without", f, d, full)
		n++
	}
	if n < 15 {
		t.Errorf("only %d bundled programs", n)
	}
}
