package isy

import (
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
)

// The example homes and their invariants' verdicts, reasoned out from the
// programs (programs/isy/README.md says why each violation happens).
func TestExampleHomes(t *testing.T) {
	tests := []struct {
		file     string
		start    int64
		hours    int64
		violated map[string]bool
	}{
		{"hallway", 18 * 3600, 12, map[string]bool{"only dim at night": true}},
		{"evening", 18 * 3600, 12, map[string]bool{}},
		{"bathroom", 18 * 3600, 12, map[string]bool{"the fan runs while the bathroom is occupied": true}},
		{"garage", 18 * 3600, 12, map[string]bool{}},
		{"lamp", 17 * 3600, 3, map[string]bool{"the lamp is on from 6 PM until sunset": true}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			p := loadFile(t, filepath.Join("../../programs/isy", tc.file+".isy"))
			props, err := explore.LoadProperties(filepath.Join("../../programs/isy", tc.file+".inv.yaml"), p)
			if err != nil {
				t.Fatal(err)
			}
			// Every exact class of sunsets in 19:00..21:30.
			cals, err := explore.SunGridCalendars(p, explore.Config{Cal: ta.Calendar{Start: tc.start, Horizon: tc.hours * 3600, Sunrise: 6*3600 + 1800}, Props: props},
				ta.SunRange{From: 6*3600 + 1800, To: 6*3600 + 1800}, ta.SunRange{From: 19 * 3600, To: 21*3600 + 1800}, 2000)
			if err != nil {
				t.Fatal(err)
			}
			var reps []*explore.Report
			for _, cal := range cals {
				m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: props})
				if err != nil {
					t.Fatal(err)
				}
				res, err := explore.Explore(m, explore.Options{})
				if err != nil {
					t.Fatal(err)
				}
				rep, err := res.BuildReport()
				if err != nil {
					t.Fatal(err)
				}
				reps = append(reps, rep)
			}
			rep := explore.MergeReports(reps)
			for _, inv := range rep.Invariants {
				if inv.Violated != tc.violated[inv.Name] {
					t.Errorf("%s: violated = %v, want %v", inv.Name, inv.Violated, tc.violated[inv.Name])
				}
			}
			if len(rep.Errors) > 0 {
				t.Errorf("runtime errors: %+v", rep.Errors)
			}
		})
	}
}

// The porch light is meant to be on from sunset + 30 min, but another
// program turns it off at 19:45: the light is off inside its window when
// sunset + 30 min comes before 19:45, so a default sunset after 19:15
// misses the bug and exploring sunset as a range finds it.
func TestSunsetRange(t *testing.T) {
	src := `Porch On - [ID 0001][Parent 0001]

If
        From    Sunset  + 30 minutes
        To       2:00:00AM (next day)
 
Then
        Set 'Porch' On
 
Else
        Set 'Porch' Off

Porch Off Early - [ID 0002][Parent 0001]

If
        Time is  7:45:00PM
 
Then
        Set 'Porch' Off
`
	p := lower(t, src)
	props, err := explore.ParseProperties("inv.yaml", []byte(`
- name: porch on from sunset + 30 min
  condition: '"Porch" == On'
  window: {from: sunset + 30m, to: "02:00"}
`), p)
	if err != nil {
		t.Fatal(err)
	}
	cals, err := sun.Calendars(p, ta.Calendar{Start: 18 * 3600, Horizon: 4 * 3600}, ta.SunRange{}, ta.SunRange{From: 19 * 3600, To: 20*3600 + 1800})
	if err != nil {
		t.Fatal(err)
	}
	violatedAt := map[string]bool{}
	for _, cal := range cals {
		m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: props})
		if err != nil {
			t.Fatal(err)
		}
		res, err := explore.Explore(m, explore.Options{})
		if err != nil {
			t.Fatal(err)
		}
		violatedAt[ta.FormatClockTime(cal.Sunset)] = len(res.Violations) > 0
	}
	// Classes: [19:00, 19:15) (on at 19:30, off at 19:45), 19:15 (on and
	// off both at 19:45, in either order), and (19:15, 20:30] (off, then on).
	want := map[string]bool{"19:00": true, "19:15": true, "19:16": false}
	if len(violatedAt) != len(want) {
		t.Fatalf("classes %v, want %v", violatedAt, want)
	}
	for k, v := range want {
		if violatedAt[k] != v {
			t.Errorf("sunset %s: violated %v, want %v", k, violatedAt[k], v)
		}
	}
}
