// Package testprog loads the bundled programs the tests of the packages
// above explore share (test support only; explore's own tests keep their
// copies, as they cannot import a package that imports explore).
package testprog

// The paths are relative to a package directory two levels below the
// repository root (explore/compare), where the tests run.

import (
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

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
func Props(t testing.TB, p *ta.Program, yamlSrc string) []*explore.Property {
	t.Helper()
	ps, err := explore.ParseProperties("test.yaml", []byte(yamlSrc), p)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// Figure1 loads the paper's Figure 1 with its invariants, explored for an
// Hour from start.
func Figure1(t testing.TB, start int64) (*ta.Program, explore.Config) {
	p := Load(t, "../../programs/paper/figure1.ta")
	ps, err := explore.LoadProperties("../../programs/paper/figure1.inv.yaml", p)
	if err != nil {
		t.Fatal(err)
	}
	return p, explore.Config{Cal: ta.Calendar{Start: start, Horizon: Hour, Sunrise: 6*Hour + 1800, Sunset: 18*Hour + 1800}, Props: ps}
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
	Cfg  explore.Config
}

// SmallPrograms are the programs of programs/ small enough for the
// oracles, each with a calendar that exercises it.
func SmallPrograms(t *testing.T) []Case {
	type tcase = Case
	p1, c1 := Figure1(t, 9*Hour)
	c1.Cal.Horizon = 900
	withInv := func(path, inv string, cal ta.Calendar) tcase {
		p := Load(t, path)
		cfg := explore.Config{Cal: cal}
		if inv != "" {
			ps, err := explore.LoadProperties(inv, p)
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
		withInv("../../programs/paper/figure2.ta", "../../programs/paper/figure2.inv.yaml", ta.Calendar{Horizon: 60}),
		{"evening", LoadSrc(t, Evening), explore.Config{Cal: ta.Calendar{Start: 9 * Hour, Horizon: Hour}}},
		withInv("../../programs/isy/porch.isy", "", ta.Calendar{Start: 9 * Hour, Horizon: 600}),
		withInv("../../programs/isy/hallway.isy", "../../programs/isy/hallway.inv.yaml", isyCal),
		withInv("../../programs/isy/evening.isy", "../../programs/isy/evening.inv.yaml", ta.Calendar{Start: 19 * Hour, Horizon: 8 * Hour, Sunrise: 6 * Hour, Sunset: 20 * Hour}),
		withInv("../../programs/isy/bathroom.isy", "../../programs/isy/bathroom.inv.yaml", isyCal),
		withInv("../../programs/isy/garage.isy", "../../programs/isy/garage.inv.yaml", isyCal),
		withInv("../../programs/ta/ad94.tck", "", ta.Calendar{}),
		withInv("../../programs/ta/figure2.tck", "", ta.Calendar{}),
		withInv("../../programs/ta/fischer-3.tck", "", ta.Calendar{}),
		withInv("../../programs/ta/fischer-broken-2.tck", "", ta.Calendar{}),
	}
}
