package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// delorean liveness: verdicts as explore/liveness's tests derive them
// (tck-liveness's on Fischer; the bathroom's by reading its rules), in
// text and JSON, the exit codes, and what it refuses.
func TestLivenessCommand(t *testing.T) {
	const ta = "../../programs/ta/"
	const party = "../../explore/liveness/testdata/partylight"
	for _, c := range []struct {
		args []string
		code int
		want []string
	}{
		// Mutual exclusion fails in the broken variant: both in the
		// critical section again and again (tck-liveness -a ndfs -l
		// cs1,cs2: CYCLE true; false on fischer-2).
		{[]string{ta + "fischer-broken-2.tck", "--labels", "cs1,cs2"}, exitViolation, []string{"VIOLATED", "round 1:", "round 2 (the same, later):", "state: id=1 P1=cs P2=cs"}},
		{[]string{ta + "fischer-2.tck", "--labels", "cs1,cs2"}, exitOK, []string{"holds: no run in which time goes on breaks it", "ndfs on the zone graph"}},
		{[]string{ta + "fischer-2.tck", "--labels", "cs1,cs2", "--algorithm", "couvscc"}, exitOK, []string{"holds", "couvscc on the zone graph"}},
		// Each label again and again: the two take turns.
		{[]string{ta + "fischer-2.tck", "--labels", "cs1,cs2", "--each"}, exitViolation, []string{"meets each of cs1, cs2 again and again", "VIOLATED"}},
		{[]string{ta + "fischer-2.tck", "--labels", "cs1,cs2", "--max-states", "5"}, exitLimit, []string{"unknown"}},
		// A heap limit below what the start takes stops it at its first
		// poll.
		{[]string{ta + "fischer-2.tck", "--labels", "cs1,cs2", "--max-memory", "1KB"}, exitLimit, []string{"unknown"}},
		{[]string{"../../programs/isy/bathroom.isy", "--invariants", "../../explore/liveness/testdata/bathroom-live.inv.yaml"}, exitViolation, []string{
			"liveness the fan goes off eventually: after", "holds: no run",
			"liveness the bathroom is vacated again and again", "VIOLATED", "no step: time passes, nothing happens",
			"1 invariants of ../../explore/liveness/testdata/bathroom-live.inv.yaml are not liveness properties"}},
		{[]string{ta + "fischer-2.tck", "--labels", "nope"}, exitBadInput, []string{`the model has no label "nope"`}},
		{[]string{ta + "fischer-2.tck"}, exitBadInput, []string{"give --labels or --invariants"}},
		{[]string{ta + "fischer-2.tck", "--labels", "cs1", "--algorithm", "bfs"}, exitBadInput, []string{`unknown liveness algorithm "bfs"`}},
		{[]string{"../../programs/paper/figure1.ta", "--labels", "x"}, exitBadInput, []string{"liveness needs time without end", "reads the time of day"}},
		{[]string{ta + "fischer-2.tck", "--labels", "cs1", "--hours", "2"}, exitBadInput, []string{"--hours or --duration bounds the time"}},
		// Every day (--forever): the party that starts on Saturday at
		// 22:00 and that only a person ends keeps the light on for ever,
		// from the first Saturday after Wednesday 2 December (day 4, by
		// hand); with the party ended on Sunday at 02:00 it holds.
		{[]string{party + ".ta", "--forever", "--invariants", party + ".inv.yaml", "--start", "2026-12-02T12:00"}, exitViolation, []string{
			"liveness the light goes off again and again", "VIOLATED", "day 4 (Sat 2026-12-05)", "at 22:00 on Sat", "Party: No -> Yes",
			"(7d a round)", "round 2 (the same, later):"}},
		// A cycle of time passing alone (the hall's sensor stays on
		// after it went off once; the light stays on): each round one
		// wrap, a week since the program reads the weekday. It was an
		// internal error ("less than 7d passes in two rounds").
		{[]string{"../../explore/liveness/testdata/hall-weekday.yaml", "--forever", "--invariants", "../../explore/liveness/testdata/hall-live.inv.yaml", "--start", "2026-12-03T12:00"}, exitViolation, []string{
			"VIOLATED", "00:00:00 (7d a round)", "round 1: no step: time passes, nothing happens"}},
		{[]string{party + "-ends.ta", "--forever", "--invariants", party + ".inv.yaml"}, exitOK, []string{"holds: no run", "after the light comes on it goes off"}},
		// Without a date each day the start may fall on is checked, and
		// the report says which one breaks it.
		{[]string{party + ".ta", "--forever", "--invariants", party + ".inv.yaml"}, exitViolation, []string{"VIOLATED", "with the start on "}},
		{[]string{party + ".ta", "--invariants", party + ".inv.yaml"}, exitBadInput, []string{"reads the time of day", "--forever checks every day"}},
		// A place's sun differs from day to day: refused, not the
		// default sun times used instead.
		{[]string{"../../programs/isy/evening.isy", "--forever", "--invariants", party + ".inv.yaml", "--lat", "51.5", "--lon", "-0.13"}, exitBadInput, []string{"--lat/--lon: liveness takes one --sunrise and one --sunset"}},
	} {
		out, code := runCLI(t, append([]string{"liveness"}, c.args...)...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d\n%s", c.args, code, c.code, out)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: no %q in\n%s", c.args, w, out)
			}
		}
	}
	// explore, whose runs are finite, refuses a liveness property, saying
	// where it is and what checks it.
	if out, code := runCLI(t, "explore", "../../programs/isy/bathroom.isy", "--invariants", "../../explore/liveness/testdata/bathroom-live.inv.yaml"); code != exitBadInput ||
		!strings.Contains(out, `bathroom-live.inv.yaml:3:3: invariant "the fan goes off eventually" says`) || !strings.Contains(out, "check it with delorean liveness MODEL --invariants FILE") {
		t.Errorf("explore with a liveness property: exit %d\n%s", code, out)
	}
	out, code := runCLI(t, "liveness", ta+"fischer-broken-2.tck", "--labels", "cs1,cs2", "--json")
	var res struct {
		Program    string
		Properties []struct {
			Verdict string
			Lasso   struct {
				Stem, Cycle []struct{ Stimulus string }
				Again       []struct{ Stimulus string } `json:"cycle_again"`
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != exitViolation {
		t.Fatalf("--json: exit %d, %v\n%s", code, err, out)
	}
	if errs := loadSchema(t, "liveness").validate(decodeAll(t, out)[0]); len(errs) > 0 {
		t.Errorf("does not match docs/schema/liveness.json: %v", errs)
	}
	// A holding property and the bathroom's, against the schema too.
	for _, args := range [][]string{{ta + "fischer-2.tck", "--labels", "cs1,cs2"}, {"../../programs/isy/bathroom.isy", "--invariants", "../../explore/liveness/testdata/bathroom-live.inv.yaml"},
		{party + ".ta", "--forever", "--invariants", party + ".inv.yaml"}, {party + ".ta", "--forever", "--invariants", party + ".inv.yaml", "--start", "2026-12-02T12:00"}} {
		js, _ := runCLI(t, append(append([]string{"liveness"}, args...), "--json")...)
		if errs := loadSchema(t, "liveness").validate(decodeAll(t, js)[0]); len(errs) > 0 {
			t.Errorf("%v: does not match docs/schema/liveness.json: %v", args, errs)
		}
	}
	p := res.Properties[0]
	if p.Verdict != "violated" || len(p.Lasso.Cycle) == 0 || len(p.Lasso.Again) != len(p.Lasso.Cycle) {
		t.Fatalf("--json: %+v; want violated, the cycle twice", p)
	}
	for k := range p.Lasso.Cycle {
		if p.Lasso.Cycle[k].Stimulus != p.Lasso.Again[k].Stimulus {
			t.Fatalf("--json: round 2's step %d is %s, round 1's %s", k, p.Lasso.Again[k].Stimulus, p.Lasso.Cycle[k].Stimulus)
		}
	}
	html := filepath.Join(t.TempDir(), "l.html")
	if _, code := runCLI(t, "liveness", ta+"fischer-broken-2.tck", "--labels", "cs1,cs2", "--report", html); code != exitViolation {
		t.Fatalf("--report: exit %d", code)
	}
	b, err := os.ReadFile(html)
	if err != nil {
		t.Fatal(err)
	}
	// Under --forever each row names its day (the party's Saturday).
	phtml := filepath.Join(t.TempDir(), "p.html")
	if _, code := runCLI(t, "liveness", party+".ta", "--forever", "--invariants", party+".inv.yaml", "--start", "2026-12-02T12:00", "--report", phtml); code != exitViolation {
		t.Fatalf("--forever --report: exit %d", code)
	}
	if pb, err := os.ReadFile(phtml); err != nil || !strings.Contains(string(pb), "<td>day 4 (Sat 2026-12-05) 22:00:00</td>") {
		t.Errorf("--forever --report: no row of day 4 (Sat 2026-12-05) at 22:00 (%v)", err)
	}
	// The cycle's rows are marked, twice as many as round 1's steps.
	if n, m := strings.Count(string(b), `<tr class="cycle">`), strings.Count(string(b), `<tr class="again">`); n != len(p.Lasso.Cycle) || m != n || !strings.Contains(string(b), "the cycle starts") {
		t.Fatalf("--report: %d rows of round 1, %d of round 2; want %d each, and the cycle's start marked", n, m, len(p.Lasso.Cycle))
	}
}

// A leads-to (reaches without within) under a bounded horizon: it holds
// when on every run the target follows each trigger before the horizon
// ends, and is "unknown" -- never "violated" -- when some run ends with
// it pending. By hand: the morning rule at 08:00 turns the light on for
// five minutes, so from midnight a horizon of 24 hours sees it off again
// at 08:05 (holds), one of 8h02m ends with it on (unknown), one of 7 hours
// never sees the trigger (holds); a press ten minutes before the end of
// an hour leaves the light on at the end (unknown). Without a horizon
// (nothing reads the time) it is refused, pointing at delorean liveness.
func TestBoundedLeadsTo(t *testing.T) {
	morning := []string{"explore", "testdata/leadsto-morning.ta", "--invariants", "testdata/leadsto-morning.inv.yaml"}
	press := []string{"explore", "testdata/leadsto-press.ta", "--invariants", "testdata/leadsto-press.inv.yaml"}
	again := []string{"explore", "testdata/leadsto-morning.ta", "--invariants", "testdata/leadsto-again.inv.yaml"}
	for _, tc := range []struct {
		args    []string
		verdict string
	}{
		{append(morning, "--hours", "24"), "holds"},
		{append(morning, "--duration", "8h2m"), "unknown"},
		// At 08:05 itself the light goes off at the horizon's last
		// instant, with the obligation still open just before: the
		// horizon is conservative there (unknown), as docs/exploration.md
		// says; a second later it holds.
		{append(morning, "--duration", "8h5m"), "unknown"},
		{append(morning, "--duration", "8h5m1s"), "holds"},
		{append(morning, "--hours", "7"), "holds"},
		{append(press, "--hours", "1"), "unknown"},
		// always_eventually Light == Off: it holds within the horizon
		// when it is true at the end on every run.
		{append(again, "--hours", "24"), "holds"},
		{append(again, "--duration", "8h2m"), "unknown"},
		{append(again, "--hours", "7"), "holds"},
	} {
		out, code := runCLI(t, append(tc.args, "--json")...)
		if code != exitOK {
			t.Errorf("%v: exit %d, want 0 (no violation):\n%s", tc.args, code, out)
			continue
		}
		var rep struct {
			Invariants []struct {
				Verdict  string `json:"verdict"`
				Violated bool   `json:"violated"`
				Unknown  string `json:"unknown"`
			} `json:"invariants"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil || len(rep.Invariants) != 1 {
			t.Fatalf("%v: %v:\n%s", tc.args, err, out)
		}
		inv := rep.Invariants[0]
		if inv.Verdict != tc.verdict && !(tc.verdict == "holds" && inv.Verdict == "vacuous") {
			t.Errorf("%v: verdict %q, want %q", tc.args, inv.Verdict, tc.verdict)
		}
		if (inv.Unknown != "") != (tc.verdict == "unknown") || inv.Violated {
			t.Errorf("%v: unknown %q, violated %v", tc.args, inv.Unknown, inv.Violated)
		}
		if text, _ := runCLI(t, tc.args...); tc.verdict == "unknown" && !strings.Contains(text, "Light == Off has not followed") && !strings.Contains(text, "Light == Off is false when the horizon") {
			t.Errorf("%v: the text does not say why:\n%s", tc.args, text)
		}
	}
	if out, code := runCLI(t, press...); code != exitBadInput || !strings.Contains(out, "delorean liveness") {
		t.Errorf("without a horizon: exit %d:\n%s", code, out)
	}
}

// liveness --trace-dir writes each counterexample as explore names its
// traces (NN-slug, NN the property's number), and delorean replay runs
// it to the end of the lasso's second round, whose state is the cycle's
// (the report's cycle_state, and by hand: on partylight.ta the party
// that starts on Saturday keeps the light on, Light=On Party=Yes; on the
// broken Fischer, P2 back in its critical section with id=2). The
// property that holds writes none.
func TestLivenessTraceDir(t *testing.T) {
	const party = "../../explore/liveness/testdata/partylight"
	for _, c := range []struct {
		prog  string
		args  []string
		files map[string]string // file: the state its replay ends in
	}{
		{party + ".ta", []string{"--forever", "--invariants", party + ".inv.yaml", "--start", "2026-12-02T12:00"}, map[string]string{
			"01-the-light-goes-off-again-and-again.trace.yaml":   "Light=On Party=Yes",
			"02-after-the-light-comes-on-it-goes-off.trace.yaml": "Light=On Party=Yes"}},
		{"../../programs/ta/fischer-broken-2.tck", []string{"--labels", "cs1,cs2"}, map[string]string{"01-cs1-cs2.trace.yaml": "id=2 P1=wait P2=cs"}},
		{party + "-ends.ta", []string{"--forever", "--invariants", party + ".inv.yaml"}, nil},
		// Conditions that read the time of day: the weekday light is
		// off in both cycles (pressed at 22:00; never on on Saturday).
		{"../../explore/liveness/testdata/nightlight-weekdays.ta", []string{"--forever", "--invariants", "../../explore/liveness/testdata/nightlight.inv.yaml", "--start", "2026-12-02T12:00"}, map[string]string{
			"02-on-after-22-00-again-and-again.trace.yaml": "Light=Off",
			"05-on-on-Saturday-nights.trace.yaml":          "Light=Off"}},
	} {
		dir := t.TempDir()
		out, stderr, code := runSplit(t, append([]string{"liveness", c.prog, "--json", "--trace-dir", dir}, c.args...)...)
		for n := range c.files {
			if !strings.Contains(stderr, n) {
				t.Errorf("%s: standard error does not name %s:\n%s", c.prog, n, stderr)
			}
		}
		var res struct {
			Properties []struct {
				Lasso *struct {
					State []string `json:"cycle_state"`
				} `json:"lasso"`
			} `json:"properties"`
		}
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatalf("%s: %v\n%s", c.prog, err, out)
		}
		if want := map[bool]int{true: exitOK, false: exitViolation}[c.files == nil]; code != want {
			t.Errorf("%s: exit %d, want %d", c.prog, code, want)
		}
		entries, _ := os.ReadDir(dir)
		if len(entries) != len(c.files) {
			t.Errorf("%s: %d files in the trace directory, want %d: %v", c.prog, len(entries), len(c.files), entries)
		}
		k := 0
		for i, p := range res.Properties {
			if p.Lasso == nil {
				continue
			}
			k++
			// Numbered as the report lists the properties.
			var name string
			for n := range c.files {
				if strings.HasPrefix(n, fmt.Sprintf("%02d-", i+1)) {
					name = n
				}
			}
			if name == "" {
				t.Errorf("%s: a lasso %d, and no trace file expected for it", c.prog, k)
				continue
			}
			rout, _, rcode := runSplit(t, "replay", c.prog, filepath.Join(dir, name), "--json")
			var rep struct {
				Replays bool `json:"replays"`
				End     *struct {
					State []string `json:"state"`
				} `json:"end"`
			}
			if err := json.Unmarshal([]byte(rout), &rep); err != nil || rcode != exitOK || !rep.Replays || rep.End == nil {
				t.Errorf("%s %s: replay exit %d, %v\n%s", c.prog, name, rcode, err, rout)
				continue
			}
			end := strings.Join(rep.End.State, " ")
			if end != c.files[name] || end != strings.Join(p.Lasso.State, " ") {
				t.Errorf("%s %s: the replay ends in %s, want %s (the cycle's state %v)", c.prog, name, end, c.files[name], p.Lasso.State)
			}
		}
		if k != len(c.files) {
			t.Errorf("%s: %d lassos, want %d", c.prog, k, len(c.files))
		}
	}
}

// --max-states bounds the states of the whole check, as --timeout and
// --max-memory bound its time and heap: without a date, --forever checks
// partylight.ta once per day the start may fall on (seven models), and
// each was given the whole limit (350 states for --max-states 50). The
// help does not offer --lat/--lon, which liveness refuses.
func TestLivenessMaxStatesShared(t *testing.T) {
	const party = "../../explore/liveness/testdata/partylight"
	out, code := runCLI(t, "liveness", party+".ta", "--forever", "--invariants", party+".inv.yaml", "--max-states", "50", "--json")
	var res struct {
		Properties []struct {
			Verdict string
			States  int
		}
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != exitLimit || len(res.Properties) == 0 {
		t.Fatalf("exit %d, %v\n%s", code, err, out)
	}
	for _, p := range res.Properties {
		if p.Verdict != "unknown" || p.States > 50 {
			t.Errorf("%s with %d states, want unknown within 50", p.Verdict, p.States)
		}
	}
	if help, _ := runCLI(t, "liveness", "--help"); strings.Contains(help, "--lat") || strings.Contains(help, "--lon") {
		t.Errorf("liveness --help offers --lat/--lon, which it refuses")
	}
}
