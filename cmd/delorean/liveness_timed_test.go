package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// delorean liveness --forever with conditions that read the time of day
// (and sunset, one time every day), verdicts by reading nightlight.ta's
// rules (explore/liveness's TestTimeOfDayByHand derives them): the
// weekday light's Saturday nights are violated by a week-long cycle, the
// window open at 22:00 by a press at 22:00; the window from sunset to
// 23:00 holds with sunset at 21:30 and is broken at 22:30. A property
// evening.isy's garden (the file says why) is lit through 23:30..02:00
// by a guest pressing the gate every 15 minutes. A property
// that reads the time of day of a program that does not is refused
// without --forever, at its position, and checked with it. explore with
// a horizon checks the same file's leads-tos within it: from Wednesday
// noon to midnight, "off before 22:00 after it came on" holds (on at
// 22:00, off at 23:00, and midnight, the horizon's end, is before 22:00),
// "after a press, on at night" is unknown (a press after 23:00 waits for
// the next evening), "on at night again and again" unknown (off at the
// end).
func TestLivenessTimeOfDay(t *testing.T) {
	const live = "../../explore/liveness/testdata/"
	verdicts := func(out string) []string {
		var res struct {
			Properties []struct{ Verdict string } `json:"properties"`
		}
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		var v []string
		for _, p := range res.Properties {
			v = append(v, p.Verdict)
		}
		return v
	}
	for _, c := range []struct {
		args []string
		code int
		want []string
	}{
		{[]string{live + "nightlight.ta", "--invariants", live + "nightlight.inv.yaml", "--start", "2026-12-02T12:00"}, exitViolation,
			[]string{"holds", "violated", "holds", "holds", "holds", "holds"}},
		{[]string{live + "nightlight-weekdays.ta", "--invariants", live + "nightlight.inv.yaml", "--start", "2026-12-02T12:00"}, exitViolation,
			[]string{"holds", "violated", "holds", "holds", "violated", "holds"}},
		// Without a date: each class of start days, the same verdicts.
		{[]string{live + "nightlight-weekdays.ta", "--invariants", live + "nightlight.inv.yaml"}, exitViolation,
			[]string{"holds", "violated", "holds", "holds", "violated", "holds"}},
		{[]string{live + "nightlight.ta", "--invariants", live + "nightlight-sun.inv.yaml", "--sunset", "21:30"}, exitOK, []string{"holds"}},
		{[]string{live + "nightlight.ta", "--invariants", live + "nightlight-sun.inv.yaml", "--sunset", "22:30"}, exitViolation, []string{"violated"}},
		// evening.isy's verdicts by its rules (the file says why).
		{[]string{"../../programs/isy/evening.isy", "--invariants", live + "evening-live.inv.yaml"}, exitViolation,
			[]string{"holds", "holds", "holds", "holds", "violated"}},
	} {
		out, code := runCLI(t, append([]string{"liveness", "--forever", "--json"}, c.args...)...)
		if got := verdicts(out); code != c.code || !slices.Equal(got, c.want) {
			t.Errorf("%v: exit %d, verdicts %v; want %d, %v", c.args, code, got, c.code, c.want)
		}
	}
	out, code := runCLI(t, "liveness", "--forever", live+"nightlight-weekdays.ta", "--invariants", live+"nightlight.inv.yaml", "--start", "2026-12-02T12:00")
	for _, w := range []string{"liveness on on Saturday nights", "VIOLATED", "(7d a round)", "Light: Off -> On"} {
		if code != exitViolation || !strings.Contains(out, w) {
			t.Errorf("exit %d, no %q in\n%s", code, w, out)
		}
	}
	// evening.isy's lasso: the gate pressed before 23:30 turns the
	// garden on again, and only the wait's end at 2:00 turns it off.
	out, code = runCLI(t, "liveness", "--forever", "../../programs/isy/evening.isy", "--invariants", live+"evening-live.inv.yaml")
	cycle := out[strings.Index(out, "the garden is dark after 23:30"):]
	cycle = cycle[strings.Index(cycle, "round 1:"):strings.Index(cycle, "round 2")]
	for _, w := range []string{`23:00:00 +at 23:00`, `23:[0-2]\d:\d\d +Gate Button: switched On`, `02:00:00 +Guest Arrival: wait ends`, `Garden Lights: On -> Off`} {
		if code != exitViolation || !regexp.MustCompile(w).MatchString(cycle) {
			t.Errorf("evening.isy: exit %d, no %q in the cycle\n%s", code, w, cycle)
		}
	}
	// A program that does not read the time of day, and a property that
	// does.
	dir := t.TempDir()
	prog, inv := filepath.Join(dir, "plain.ta"), filepath.Join(dir, "plain.inv.yaml")
	if err := os.WriteFile(prog, []byte("program plain\n\ndevice Light: {Off, On} = Off\nevent Button.Pressed\nrule Press on Button.Pressed { Light = On }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(inv, []byte("- name: off at night\n  always_eventually: Light == Off && time >= 22:00\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, code := runCLI(t, "liveness", prog, "--invariants", inv); code != exitBadInput || !strings.Contains(out, "plain.inv.yaml:1:3: the liveness property \"off at night\" reads the time of day: check it with --forever") {
		t.Errorf("without --forever: exit %d\n%s", code, out)
	}
	// Nothing turns the light off once it is on: violated.
	if out, code := runCLI(t, "liveness", prog, "--invariants", inv, "--forever", "--json"); code != exitViolation || !slices.Equal(verdicts(out), []string{"violated"}) {
		t.Errorf("with --forever: exit %d\n%s", code, out)
	}
	// explore's observers start an obligation only at a step, so its
	// bounded check refuses the trigger that time passing makes true
	// (model.NewModel), at its position; the rest it checks.
	if out, code := runCLI(t, "explore", live+"nightlight.ta", "--invariants", live+"nightlight.inv.yaml", "--start", "2026-12-02T12:00", "--hours", "12"); code != exitBadInput || !strings.Contains(out, "nightlight.inv.yaml:12:10: after: \"time >= 22:30\" reads the time of day") {
		t.Errorf("explore --hours 12 with after: time >= 22:30: exit %d\n%s", code, out)
	}
	text, err := os.ReadFile(live + "nightlight.inv.yaml")
	if err != nil {
		t.Fatal(err)
	}
	rest := filepath.Join(dir, "nightlight-rest.inv.yaml")
	kept := strings.Replace(string(text), "- name: after 22:30, off\n  after: time >= 22:30\n  reaches: Light == Off\n", "", 1)
	if kept == string(text) {
		t.Fatal("nightlight.inv.yaml no longer has the property after 22:30, off")
	}
	if err := os.WriteFile(rest, []byte(kept), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code = runCLI(t, "explore", live+"nightlight.ta", "--invariants", rest, "--start", "2026-12-02T12:00", "--hours", "12", "--json")
	var rep struct {
		Invariants []struct {
			Name    string
			Verdict string
		}
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != exitLimit && code != exitOK {
		t.Fatalf("explore --hours 12: exit %d, %v\n%s", code, err, out)
	}
	want := map[string]string{"off before 22:00 after it came on": "holds", "after a press, on at night": "unknown", "on at night again and again": "unknown"}
	for _, inv := range rep.Invariants {
		if w, ok := want[inv.Name]; ok && inv.Verdict != w {
			t.Errorf("explore --hours 12: %s %s, want %s", inv.Name, inv.Verdict, w)
		}
		delete(want, inv.Name)
	}
	if len(want) > 0 {
		t.Errorf("explore --hours 12: no verdict for %v\n%s", want, out)
	}
}
