package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

var updateVacuity = flag.Bool("update-vacuity", false, "rewrite testdata/vacuity/bundled.golden (check each line by hand)")

// bundledVacuityRuns are the explorations of the bundled programs with
// their invariants that the READMEs show (programs/*/README.md, the
// top-level README, docs), each with the engines fast enough for make
// test (both run with DELOREAN_LONG=1: the region engine takes 3 s to
// minutes on the others).
var bundledVacuityRuns = []struct {
	args  string
	short string // "both", "zones", "regions", or "" (DELOREAN_LONG only)
}{
	{"programs/elk/doorajar.elk --hours 1 --invariants programs/elk/doorajar.inv.yaml", "regions"},
	{"programs/elk/entrylights.elk --start 05:30 --hours 2 --invariants programs/elk/entrylights.inv.yaml", "zones"},
	{"programs/elk/exitdelay.elk --invariants programs/elk/exitdelay.inv.yaml", "both"},
	{"programs/elk/figure2.elk --invariants programs/elk/figure2.inv.yaml", "both"},
	{"programs/elk/sprinkler.elk --start 04:30 --hours 2 --invariants programs/elk/sprinkler.inv.yaml", "zones"},
	{"programs/ha/p01/p01.ta --start 09:00 --hours 6 --invariants programs/ha/p01/invariants.yaml", "both"},
	{"programs/ha/p02/p02.elk --start 05:00 --hours 3 --invariants programs/ha/p02/invariants.yaml", "both"},
	{"programs/ha/p02/p02.elk --start 09:00 --hours 1 --invariants programs/ha/p02/invariants.yaml", "both"},
	{"programs/ha/p03/p03.ta --start 09:00 --hours 1 --invariants programs/ha/p03/invariants.yaml", "both"},
	{"programs/ha/p03/p03.ta --start 22:30 --hours 1 --invariants programs/ha/p03/invariants.yaml", "both"},
	{"programs/ha/p04/p04.elk --start 06:00 --hours 1 --invariants programs/ha/p04/invariants.yaml", "both"},
	{"programs/ha/p04/p04.elk --start 09:00 --hours 1 --invariants programs/ha/p04/invariants.yaml", "both"},
	{"programs/ha/p05/p05.ta --start 09:00 --hours 1 --invariants programs/ha/p05/invariants.yaml", "both"},
	{"programs/ha/p05/p05.ta --start 18:00 --hours 3 --invariants programs/ha/p05/invariants.yaml", "both"},
	{"programs/ha/p06/p06.ta --start 09:00 --hours 1 --invariants programs/ha/p06/invariants.yaml", "both"},
	{"programs/ha/p07/p07.ta --start 04:50 --hours 2 --invariants programs/ha/p07/invariants.yaml", "both"},
	{"programs/ha/p07/p07.ta --start 09:00 --hours 1 --invariants programs/ha/p07/invariants.yaml", "both"},
	{"programs/ha/p08/p08.ta --start 09:00 --hours 1 --invariants programs/ha/p08/invariants.yaml", "both"},
	{"programs/ha/p09/fixed/p09.isy --start 18:00 --hours 2 --sunset 18:00..20:30 --invariants programs/ha/p09/invariants.yaml", "zones"},
	{"programs/ha/p09/p09.isy --start 09:00 --hours 1 --invariants programs/ha/p09/invariants.yaml", "both"},
	{"programs/ha/p09/p09.isy --start 18:00 --hours 2 --sunset 18:00..20:30 --invariants programs/ha/p09/invariants.yaml", "zones"},
	{"programs/ha/p09/p09.isy --start 18:00 --hours 2 --sunset 20:10 --invariants programs/ha/p09/invariants.yaml", "both"},
	{"programs/ha/p10/fixed/p10.isy --start 21:30 --hours 1 --invariants programs/ha/p10/invariants.yaml", "both"},
	{"programs/ha/p10/p10.isy --start 09:00 --hours 1 --invariants programs/ha/p10/invariants.yaml", "both"},
	{"programs/ha/p10/p10.isy --start 21:30 --hours 1 --invariants programs/ha/p10/invariants.yaml", "both"},
	{"programs/ha/p10/p10.isy --start 21:50 --duration 15m --invariants programs/ha/p10/invariants.yaml", "both"},
	{"programs/hass/bath-fan.yaml --invariants programs/hass/bath-fan.inv.yaml", "both"},
	{"programs/hass/home --start 2026-11-23T22:59 --duration 5m --invariants programs/hass/home/invariants.yaml", "both"},
	{"programs/hass/motion-restart.yaml --invariants programs/hass/motion-restart.inv.yaml", "both"},
	{"programs/hass/motion-restart.yaml --start 18:00 --hours 1 --invariants programs/hass/motion-restart.inv.yaml", "both"},
	{"programs/hass/motion-single.yaml --invariants programs/hass/motion-single.inv.yaml", "both"},
	{"programs/hass/motion-single.yaml --start 18:00 --hours 1 --invariants programs/hass/motion-single.inv.yaml", "both"},
	{"programs/hass/sunset-porch.yaml --hours 24 --invariants programs/hass/sunset-porch.inv.yaml", "both"},
	{"programs/isy/bathroom.isy --start 18:00 --hours 1 --invariants programs/isy/bathroom.inv.yaml", "both"},
	{"programs/isy/evening.isy --start 2026-06-21T18:00 --hours 12 --sunset 19:00..21:30 --invariants programs/isy/evening.inv.yaml", "both"},
	{"programs/isy/evening.isy --start 2026-10-01T12:00 --hours 36 --lat 51.5074 --lon -0.1278 --tz Europe/London --invariants programs/isy/evening-days.inv.yaml", "zones"},
	{"programs/isy/lamp.isy --start 17:00 --hours 3 --sunset 18:30..19:00 --invariants programs/isy/lamp.inv.yaml", "zones"},
	{"programs/isy/porch.isy --start 09:00 --hours 1 --invariants programs/isy/porch.inv.yaml", ""},
	{"programs/paper/figure1.ta --start 00:00 --hours 24 --invariants programs/paper/figure1.inv.yaml", "zones"},
	{"programs/paper/figure1.ta --start 09:00 --hours 1 --invariants programs/paper/figure1.inv.yaml", "zones"},
	{"programs/paper/figure1.ta --start 21:00 --hours 1 --invariants programs/paper/figure1.inv.yaml", "zones"},
	{"programs/paper/latearrival.ta --start 21:30 --hours 2 --invariants programs/paper/latearrival.inv.yaml", "both"},
}

// vacuityLines are an exploration's vacuous invariants, one line each:
// the command, the invariant and its reasons.
func vacuityLines(t *testing.T, args []string) []string {
	t.Helper()
	out, errOut, code := runStreams(append(append([]string{"explore"}, args...), "--json", "--quiet")...)
	if code != exitOK && code != exitViolation {
		t.Fatalf("explore %s: exit %d\n%.2000s", strings.Join(args, " "), code, errOut)
	}
	var rep struct {
		Complete   bool
		Invariants []struct {
			Name           string
			Verdict        string
			VacuousBecause []string `json:"vacuous_because"`
		}
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if !rep.Complete {
		t.Fatalf("explore %s: incomplete", strings.Join(args, " "))
	}
	var lines []string
	for _, inv := range rep.Invariants {
		if inv.Verdict == "vacuous" {
			lines = append(lines, fmt.Sprintf("  %s: %s", inv.Name, strings.Join(inv.VacuousBecause, "; ")))
		}
	}
	return lines
}

// TestBundledVacuity: the invariants of the bundled programs that the
// READMEs' explorations find vacuous are those of
// testdata/vacuity/bundled.golden, each checked by hand against the
// program (a window outside the hours explored, a schedule or an event
// that does not come in them, a device that stays as it is), and the two
// engines find the same (where both run).
func TestBundledVacuity(t *testing.T) {
	long := os.Getenv("DELOREAN_LONG") != ""
	const golden = "testdata/vacuity/bundled.golden"
	want, err := os.ReadFile(golden)
	if err != nil && !*updateVacuity {
		t.Fatal(err)
	}
	var got strings.Builder
	for _, r := range bundledVacuityRuns {
		args := strings.Fields(r.args)
		for i, a := range args {
			if strings.HasPrefix(a, "programs/") {
				args[i] = "../../" + a
			}
		}
		engines := map[string][]string{"both": {"zones", "regions"}, "zones": {"zones"}, "regions": {"regions"}}[r.short]
		switch {
		case long:
			engines = []string{"zones", "regions"}
		case *updateVacuity && len(engines) == 0:
			engines = []string{"zones"}
		}
		var first []string
		for i, eng := range engines {
			lines := vacuityLines(t, append(args, "--engine", eng))
			if i == 0 {
				first = lines
			} else if strings.Join(lines, "\n") != strings.Join(first, "\n") {
				t.Errorf("%s: %s finds\n%s\n%s finds\n%s", r.args, engines[0], strings.Join(first, "\n"), eng, strings.Join(lines, "\n"))
			}
		}
		if len(engines) == 0 {
			// Not run: its lines are the golden's.
			first = goldenLines(string(want), r.args)
		}
		fmt.Fprintf(&got, "%s\n", r.args)
		for _, l := range first {
			fmt.Fprintf(&got, "%s\n", l)
		}
	}
	if *updateVacuity {
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if got.String() != string(want) {
		t.Errorf("vacuous invariants differ from %s:\n%s", golden, got.String())
	}
}

// goldenLines are the lines under command args in the golden file.
func goldenLines(golden, args string) []string {
	var out []string
	in := false
	for _, l := range strings.Split(golden, "\n") {
		switch {
		case l == args:
			in = true
		case strings.HasPrefix(l, "  ") && in:
			out = append(out, l)
		default:
			in = false
		}
	}
	return out
}

// TestVacuityStrict: a built home's invariants (explore/zone's
// TestVacuity works out which are vacuous) give verdict vacuous in
// JSON and text, exit 0 without --strict and 1 with it; invariants each
// put to the test exit 0 with --strict.
func TestVacuityStrict(t *testing.T) {
	for _, c := range []struct {
		inv    string
		strict bool
		code   int
	}{
		{"testdata/vacuity/vac.inv.yaml", false, exitOK},
		{"testdata/vacuity/vac.inv.yaml", true, exitViolation},
		{"testdata/vacuity/vac-tested.inv.yaml", true, exitOK},
	} {
		for _, eng := range []string{"zones", "regions"} {
			args := []string{"explore", "testdata/vacuity/vac.ta", "--invariants", c.inv, "--start", "09:00", "--duration", "20m", "--engine", eng}
			if c.strict {
				args = append(args, "--strict")
			}
			out, errOut, code := runStreams(args...)
			if code != c.code {
				t.Errorf("%s: exit %d, want %d\n%s%s", strings.Join(args, " "), code, c.code, out, errOut)
			}
			vacuous := strings.Count(out, "\nvacuous ")
			if want := map[bool]int{true: 7, false: 0}[strings.HasSuffix(c.inv, "vac.inv.yaml")]; vacuous != want {
				t.Errorf("%s: %d vacuous in the text, want %d:\n%s", strings.Join(args, " "), vacuous, want, out)
			}
			jout, _, jcode := runStreams(append(args, "--json")...)
			if jcode != c.code {
				t.Errorf("%s --json: exit %d, want %d", strings.Join(args, " "), jcode, c.code)
			}
			validateDoc(t, strings.Join(args, " "), oneDocument(t, strings.Join(args, " "), jout))
		}
	}
}
