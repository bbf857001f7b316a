package search

import (
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// The helpers of explore's tests that the search's own tests (moved here
// with the search) use too: loading programs, exploring them, and the
// small programs of programs/ with their calendars.

func load(t testing.TB, path string) *ta.Program {
	t.Helper()
	p, err := frontends.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func loadSrc(t testing.TB, src string) *ta.Program {
	t.Helper()
	p, err := frontends.LoadSource("test.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func props(t testing.TB, p *ta.Program, yamlSrc string) []*Property {
	t.Helper()
	ps, err := ParseProperties("test.yaml", []byte(yamlSrc), p)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

func run(t testing.TB, p *ta.Program, cfg Config) *Result {
	t.Helper()
	res := runWith(t, p, cfg, Options{})
	if !res.Complete {
		t.Fatalf("exploration incomplete: %s", res.StopReason)
	}
	return res
}

// runWith explores with opt; the result may be incomplete.
func runWith(t testing.TB, p *ta.Program, cfg Config, opt Options) *Result {
	t.Helper()
	m, err := NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Explore(m, opt)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

const hour = 3600

// figure1 loads the paper's Figure 1 with its invariants, explored for an
// hour from start (tests that only need the first violation use less).
func figure1(t testing.TB, start int64) (*ta.Program, Config) {
	p := load(t, "../../programs/paper/figure1.ta")
	ps, err := LoadProperties("../../programs/paper/figure1.inv.yaml", p)
	if err != nil {
		t.Fatal(err)
	}
	return p, Config{Cal: ta.Calendar{Start: start, Horizon: hour, Sunrise: 6*hour + 1800, Sunset: 18*hour + 1800}, Props: ps}
}

// A program with schedules, time-of-day conditions, a random-window timer
// and diagonal constraints (one on the wall clock), for the oracles.
const evening = `
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

// smallPrograms are the programs of programs/ small enough for the
// oracles, each with a calendar that exercises it.
func smallPrograms(t *testing.T) []struct {
	name string
	prog *ta.Program
	cfg  Config
} {
	type tcase = struct {
		name string
		prog *ta.Program
		cfg  Config
	}
	p1, c1 := figure1(t, 9*hour)
	c1.Cal.Horizon = 900
	withInv := func(path, inv string, cal ta.Calendar) tcase {
		p := load(t, path)
		cfg := Config{Cal: cal}
		if inv != "" {
			ps, err := LoadProperties(inv, p)
			if err != nil {
				t.Fatal(err)
			}
			cfg.Props = ps
		}
		return tcase{filepath.Base(path), p, cfg}
	}
	isyCal := ta.Calendar{Start: 21 * hour, Horizon: 3 * hour, Sunrise: 6 * hour, Sunset: 20 * hour}
	return []tcase{
		{"figure1", p1, c1},
		withInv("../../programs/paper/figure2.ta", "../../programs/paper/figure2.inv.yaml", ta.Calendar{Horizon: 60}),
		{"evening", loadSrc(t, evening), Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: hour}}},
		withInv("../../programs/isy/porch.isy", "", ta.Calendar{Start: 9 * hour, Horizon: 600}),
		withInv("../../programs/isy/hallway.isy", "../../programs/isy/hallway.inv.yaml", isyCal),
		withInv("../../programs/isy/evening.isy", "../../programs/isy/evening.inv.yaml", ta.Calendar{Start: 19 * hour, Horizon: 8 * hour, Sunrise: 6 * hour, Sunset: 20 * hour}),
		withInv("../../programs/isy/bathroom.isy", "../../programs/isy/bathroom.inv.yaml", isyCal),
		withInv("../../programs/isy/garage.isy", "../../programs/isy/garage.inv.yaml", isyCal),
		withInv("../../programs/ta/ad94.tck", "", ta.Calendar{}),
		withInv("../../programs/ta/figure2.tck", "", ta.Calendar{}),
		withInv("../../programs/ta/fischer-3.tck", "", ta.Calendar{}),
		withInv("../../programs/ta/fischer-broken-2.tck", "", ta.Calendar{}),
	}
}
