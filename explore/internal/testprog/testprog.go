// Package testprog loads the bundled programs and invariants the tests of
// the explorer's packages share (test support only): explore/search's,
// explore's and those above it. It imports the model, not the search or
// explore, so that their own (internal) tests can import it too; each
// package keeps only the few lines that explore with its own entry point.
package testprog

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// Repo is the path from the test's directory (where go test runs it) to
// the repository's root: ".." from explore, "../.." from explore/search.
// The programs' paths stay relative, as they were in each package's own
// helpers, so that file names in results and messages do not change.
func Repo(t testing.TB) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			rel, err := filepath.Rel(wd, dir)
			if err != nil {
				t.Fatal(err)
			}
			return rel
		}
		if filepath.Dir(dir) == dir {
			t.Fatalf("no go.mod above %s", wd)
		}
	}
}

// programs is the path of a file under programs/ from the test's directory.
func programs(t testing.TB, rel string) string {
	return filepath.Join(Repo(t), "programs", rel)
}

// Hour is an Hour in seconds.
const Hour = 3600

// Load loads a program file.
func Load(t testing.TB, path string) *ta.Program {
	t.Helper()
	p, err := frontends.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// LoadFor loads a program file as the command line does for the
// invariants file inv: with the numbers they compare entities with as
// constants (frontends.Options.Consts). A missing inv gives none.
func LoadFor(t testing.TB, path, inv string) *ta.Program {
	t.Helper()
	var opt frontends.Options
	if data, err := os.ReadFile(inv); err == nil {
		opt.Consts = spec.Thresholds(data)
	}
	p, err := frontends.LoadWith(path, opt)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// LoadSrc loads a .ta program from source.
func LoadSrc(t testing.TB, src string) *ta.Program {
	t.Helper()
	p, err := frontends.LoadSource("test.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Props parses invariants of p.
func Props(t testing.TB, p *ta.Program, yamlSrc string) []*spec.Property {
	t.Helper()
	ps, err := spec.ParseProperties("test.yaml", []byte(yamlSrc), p)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// Figure1 loads the paper's Figure 1 with its invariants, explored for an
// Hour from start.
func Figure1(t testing.TB, start int64) (*ta.Program, model.Config) {
	p := Load(t, programs(t, "paper/figure1.ta"))
	ps, err := spec.LoadProperties(programs(t, "paper/figure1.inv.yaml"), p)
	if err != nil {
		t.Fatal(err)
	}
	return p, model.Config{Cal: ta.Calendar{Start: start, Horizon: Hour, Sunrise: 6*Hour + 1800, Sunset: 18*Hour + 1800}, Props: ps}
}

// A program with schedules, time-of-day conditions, a random-window timer
// and diagonal constraints (one on the wall clock), for the oracles.
const Evening = `
device Porch: {Off, On}
device Door: {Closed, Open}
var opens: 0..3
clock lastOpen, lastClose
timer close
event DoorOpened, ClosedByHand
rule Evening at 09:20 { Porch = On }
rule Night every 15m { if time >= 09:40 { Porch = Off } }
rule Open on DoorOpened {
    Door = Open
    if lastOpen < 2m && opens < 3 { opens = opens + 1 }
    if lastOpen - lastClose < 10s { opens = 0 }
    reset lastOpen
    start close 0s..1m
}
rule AutoClose on close { Door = Closed  reset lastClose }
rule Hand on ClosedByHand { Door = Closed  cancel close  reset lastClose }
rule Late on ClosedByHand { if now >= 55m && now - lastOpen >= 1m { Porch = On } }
`

// Case is a program with a calendar (and invariants) to explore it with.
type Case struct {
	Name string
	Prog *ta.Program
	Cfg  model.Config
}

// SmallPrograms are the programs of programs/ small enough for the
// oracles, each with a calendar that exercises it.
func SmallPrograms(t *testing.T) []Case {
	type tcase = Case
	p1, c1 := Figure1(t, 9*Hour)
	c1.Cal.Horizon = 900
	withInv := func(path, inv string, cal ta.Calendar) tcase {
		p := Load(t, path)
		cfg := model.Config{Cal: cal}
		if inv != "" {
			ps, err := spec.LoadProperties(inv, p)
			if err != nil {
				t.Fatal(err)
			}
			cfg.Props = ps
		}
		return tcase{filepath.Base(path), p, cfg}
	}
	isyCal := ta.Calendar{Start: 21 * Hour, Horizon: 3 * Hour, Sunrise: 6 * Hour, Sunset: 20 * Hour}
	return []tcase{
		{"figure1", p1, c1},
		withInv(programs(t, "paper/figure2.ta"), programs(t, "paper/figure2.inv.yaml"), ta.Calendar{Horizon: 60}),
		{"evening", LoadSrc(t, Evening), model.Config{Cal: ta.Calendar{Start: 9 * Hour, Horizon: Hour}}},
		withInv(programs(t, "isy/porch.isy"), "", ta.Calendar{Start: 9 * Hour, Horizon: 600}),
		withInv(programs(t, "isy/hallway.isy"), programs(t, "isy/hallway.inv.yaml"), isyCal),
		withInv(programs(t, "isy/evening.isy"), programs(t, "isy/evening.inv.yaml"), ta.Calendar{Start: 19 * Hour, Horizon: 8 * Hour, Sunrise: 6 * Hour, Sunset: 20 * Hour}),
		withInv(programs(t, "isy/bathroom.isy"), programs(t, "isy/bathroom.inv.yaml"), isyCal),
		withInv(programs(t, "isy/garage.isy"), programs(t, "isy/garage.inv.yaml"), isyCal),
		withInv(programs(t, "ta/ad94.tck"), "", ta.Calendar{}),
		withInv(programs(t, "ta/figure2.tck"), "", ta.Calendar{}),
		withInv(programs(t, "ta/fischer-3.tck"), "", ta.Calendar{}),
		withInv(programs(t, "ta/fischer-broken-2.tck"), "", ta.Calendar{}),
	}
}

// Missing lists the elements of from that the sorted in lacks.
func Missing(from, in []string) []string {
	var out []string
	for _, s := range from {
		if _, ok := slices.BinarySearch(in, s); !ok {
			out = append(out, s)
		}
	}
	return out
}

// LoadOrders is LoadSrc with every random of the rules made an order
// choice (ta.Random.Order), which the text form cannot say: a front end's
// scheduler of the runs waiting in one instant.
func LoadOrders(t testing.TB, src string) *ta.Program {
	t.Helper()
	p := LoadSrc(t, src)
	for _, r := range p.Rules {
		ta.Inspect(r.Body, func(n any) bool {
			if r, ok := n.(*ta.Random); ok {
				r.Order = true
			}
			return true
		})
	}
	return p
}
