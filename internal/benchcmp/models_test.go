package main

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/zone"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// explored is what both engines found on one model.
type explored struct{ regions, zones *explore.Report }

// exploreText writes text to a file, loads it through the TChecker front
// end and explores it with both engines (no horizon: TChecker's models
// are not about the time of day).
func exploreText(t *testing.T, name, text string) explored {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return exploreFile(t, path)
}

func exploreFile(t *testing.T, path string) explored {
	t.Helper()
	p, err := frontends.Load(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{}})
	if err != nil {
		t.Fatal(err)
	}
	var e explored
	if e.regions, _, err = explore.ExploreReport(m, explore.Options{Workers: 1}); err != nil {
		t.Fatal(err)
	}
	if e.zones, _, err = zone.ExploreReport(m, explore.Options{Workers: 1}); err != nil {
		t.Fatal(err)
	}
	if !e.regions.Complete || !e.zones.Complete {
		t.Fatalf("%s: incomplete", path)
	}
	return e
}

// Our Fischer generator against a second one: programs/ta/gen's models
// (written separately, from TChecker's script). Both engines must find
// the same region states, zones and discrete states on both texts.
func TestFischerModelAgreesWithBundled(t *testing.T) {
	for n := 2; n <= 4; n++ {
		ours := exploreText(t, fmt.Sprintf("fischer-%d.tck", n), fischerModel(n))
		theirs := exploreFile(t, fmt.Sprintf("../../programs/ta/fischer-%d.tck", n))
		for _, c := range []struct {
			engine string
			a, b   *explore.Report
		}{{"regions", ours.regions, theirs.regions}, {"zones", ours.zones, theirs.zones}} {
			if c.a.States != c.b.States || c.a.DiscreteStates != c.b.DiscreteStates {
				t.Errorf("fischer-%d over %s: ours %d states, %d discrete; programs/ta's %d, %d",
					n, c.engine, c.a.States, c.a.DiscreteStates, c.b.States, c.b.DiscreteStates)
			}
		}
	}
}

// CSMA/CD with one station, counted by hand: the bus idle and the station
// waiting; begin takes both to (Active, Start) with x = y = 0; there busy
// needs a station that listens (the only one is sending) and a collision a
// second sender, so the only way on is end at x = 808, back to the start.
// Two discrete states, on both engines.
func TestCSMAOneStationByHand(t *testing.T) {
	e := exploreText(t, "csmacd-1.tck", csmaModel(1))
	if e.regions.DiscreteStates != 2 || e.zones.DiscreteStates != 2 {
		t.Fatalf("csmacd-1: %d discrete states over regions, %d over zones; want 2", e.regions.DiscreteStates, e.zones.DiscreteStates)
	}
}

// With two stations the engines must agree on the reachable discrete
// states (the region engine is the exact reference).
func TestCSMAEnginesAgree(t *testing.T) {
	e := exploreText(t, "csmacd-2.tck", csmaModel(2))
	if e.regions.DiscreteStates != e.zones.DiscreteStates {
		t.Fatalf("csmacd-2: %d discrete states over regions, %d over zones", e.regions.DiscreteStates, e.zones.DiscreteStates)
	}
	t.Logf("csmacd-2: %d discrete states; %d region states, %d zones", e.zones.DiscreteStates, e.regions.States, e.zones.States)
}

func TestSpan(t *testing.T) {
	if s, err := span("4..7"); err != nil || s != [2]int{4, 7} {
		t.Fatalf("span(4..7) = %v, %v", s, err)
	}
	for _, bad := range []string{"4", "7..4", "0..2", "a..b", ""} {
		if _, err := span(bad); err == nil {
			t.Errorf("span(%q) accepted", bad)
		}
	}
}

// The reachable discrete states (location vectors and variable values) that
// TChecker's tck-reach -a covreach -C graph lists for the same files,
// counted outside this repository (TChecker is not needed to run this
// test): a second implementation of both the model's semantics and the
// search. Zones only: the region engine's agreement is checked above.
func TestDiscreteStatesAsTChecker(t *testing.T) {
	for _, c := range []struct {
		name string
		text string
		want int
	}{
		{"csmacd-2.tck", csmaModel(2), 12},
		{"csmacd-3.tck", csmaModel(3), 47},
		{"csmacd-4.tck", csmaModel(4), 166},
		{"fischer-4.tck", fischerModel(4), 220},
	} {
		path := filepath.Join(t.TempDir(), c.name)
		if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		p, err := frontends.Load(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{}})
		if err != nil {
			t.Fatal(err)
		}
		rep, _, err := zone.ExploreReport(m, explore.Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if !rep.Complete || rep.DiscreteStates != c.want {
			t.Errorf("%s: %d discrete states (complete %v), TChecker %d", c.name, rep.DiscreteStates, rep.Complete, c.want)
		}
	}
}
