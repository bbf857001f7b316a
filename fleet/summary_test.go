package fleet

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The summary says when each job's violation first happens, with its
// day once it is not the first. The times are the porch light's, by
// hand: motion at 23:58 turns the light on for 5 minutes (mode:
// restart, so motion again restarts the delay); "off within 6m" first
// fails one second (the model's grain) past 6 minutes from the first
// switching on: 00:06:01 from a start at midnight, and 00:04:01 of the
// next day from a start at 23:58.
func TestSummarySaysWhen(t *testing.T) {
	dir := t.TempDir()
	home := filepath.Join(dir, "homes", "porch")
	if err := os.MkdirAll(home, 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(home, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("automations.yaml", `- id: porch_on
  alias: Porch light at motion
  triggers:
    - trigger: state
      entity_id: binary_sensor.porch_motion
      to: "on"
  actions:
    - action: light.turn_on
      target: {entity_id: light.porch}
    - delay: "00:05:00"
    - action: light.turn_off
      target: {entity_id: light.porch}
  mode: restart
`)
	write("invariants.yaml", `- name: porch light goes off
  after: 'light.porch == on'
  reaches: 'light.porch == off'
  within: 6m
`)
	manifest := filepath.Join(dir, "fleet.yaml")
	if err := os.WriteFile(manifest, []byte("homes:\n  - {program: "+filepath.Join(home, "automations.yaml")+", invariants: "+filepath.Join(home, "invariants.yaml")+"}\nstarts: [\"00:00\", \"23:58\"]\nhorizons: [1h]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	s, err := Run(context.Background(), Options{Manifest: manifest, Out: out, Workers: 2, Pages: true, Delorean: deloreanBin, Execute: inProcess})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Homes) != 1 || len(s.Homes[0].Violations) != 1 {
		t.Fatalf("summary %+v: want one home with one violation", s)
	}
	jobs := s.Homes[0].Violations[0].Jobs
	want := []string{"00:06:01", "00:04:01 on day 2"}
	if len(jobs) != len(want) {
		t.Fatalf("violating jobs %+v, want %d", jobs, len(want))
	}
	for i, j := range jobs {
		if j.At != want[i] {
			t.Errorf("job %s: first at %q, want %q", j.Job, j.At, want[i])
		}
	}
	text, err := os.ReadFile(filepath.Join(out, "summary.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"home porch: 2 jobs", "first at 00:04:01 on day 2 (jobs/"} {
		if !strings.Contains(string(text), w) {
			t.Errorf("summary.txt lacks %q:\n%s", w, text)
		}
	}
}
