package fleet

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// Mistakes in a manifest are errors at their line and column, saying
// what was expected.
func TestManifestMistakes(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "home.ta")
	os.WriteFile(prog, []byte("program p\n"), 0o644)
	for _, tc := range []struct {
		name, text, want string
	}{
		{"empty", "", "fleet.yaml:1:1: an empty manifest"},
		{"not a mapping", "- a\n", "fleet.yaml:1:1: expected a mapping"},
		{"unknown key", "homes: [{program: home.ta}]\nplace: []\n", "fleet.yaml:2:1: unknown key \"place\""},
		{"no homes", "starts: [\"09:00\"]\n", "no homes"},
		{"home without program", "homes:\n  - name: x\n", "fleet.yaml:2:5: a home without program:"},
		{"missing program", "homes:\n  - program: nowhere.ta\n", "fleet.yaml:2:14: stat " + filepath.Join(dir, "nowhere.ta")},
		{"pattern matching nothing", "homes:\n  - program: \"*.isy\"\n", "fleet.yaml:2:14: the pattern \"*.isy\" matches no file"},
		{"lat without lon", "homes: [{program: home.ta}]\nplaces:\n  - {name: a, lat: 1}\n", "fleet.yaml:3:5: place a has one of lat: and lon:"},
		{"bad zone", "homes: [{program: home.ta}]\nplaces:\n  - {name: a, tz: Mars/Olympus}\n", "fleet.yaml:3:19: place a: unknown time zone"},
		{"fleet's own option", "homes: [{program: home.ta}]\noptions:\n  - [--json]\n", "fleet.yaml:3:5: option --json is the fleet's own"},
		{"two homes one name", "homes:\n  - {program: home.ta}\n  - {program: home.ta}\n", "two homes are named home"},
		{"bad YAML", "homes: [\n", "fleet.yaml:"},
		{"wrong type", "homes: 3\n", "fleet.yaml:1:1: cannot read !!int `3` as the manifest expects there"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, "fleet.yaml")
			os.WriteFile(path, []byte(tc.text), 0o644)
			_, err := ReadManifest(path)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// A manifest's matrix is every combination, in its order, each with the
// flags that explore is given for it.
func TestJobs(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"a.ta", "b.ta", "a.inv.yaml"} {
		os.WriteFile(filepath.Join(dir, f), []byte("program p\n"), 0o644)
	}
	path := filepath.Join(dir, "fleet.yaml")
	os.WriteFile(path, []byte(`homes:
  - {program: a.ta, invariants: a.inv.yaml}
  - {program: b.ta, options: [--no-split]}
places:
  - {name: oslo, lat: 59.91, lon: 10.75, tz: Europe/Oslo}
starts: ["2026-03-01T00:00", "2026-09-01T00:00"]
horizons: [6h]
engines: [zones, regions]
timeout: 1m
`), 0o644)
	m, err := ReadManifest(path)
	if err != nil {
		t.Fatal(err)
	}
	jobs := m.Jobs([]string{"--strict"})
	if len(jobs) != 2*1*2*1*2 {
		t.Fatalf("%d jobs, want 8", len(jobs))
	}
	a, b := filepath.Join(dir, "a.ta"), filepath.Join(dir, "b.ta")
	want := []string{"explore", b, "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--start", "2026-09-01T00:00", "--duration", "6h",
		"--engine", "regions", "--timeout", "1m", "--no-split", "--strict", "--workers", "1"}
	if !reflect.DeepEqual(jobs[7].Args, want) {
		t.Errorf("the last job's arguments:\n%q\nwant\n%q", jobs[7].Args, want)
	}
	if got := jobs[0].Args[:4]; !reflect.DeepEqual(got, []string{"explore", a, "--invariants", filepath.Join(dir, "a.inv.yaml")}) {
		t.Errorf("the first job: %q", got)
	}
	k := jobs[1].Key
	if k.Home != "a" || k.Place != "oslo" || k.Start != "2026-03-01T00:00" || k.Horizon != "6h" || k.Engine != "regions" || !reflect.DeepEqual(k.Options, []string{"--strict"}) {
		t.Errorf("the second job's key: %+v", k)
	}
	ids := map[string]bool{}
	for _, j := range jobs {
		ids[j.ID] = true
	}
	if len(ids) != len(jobs) {
		t.Errorf("%d ids for %d jobs", len(ids), len(jobs))
	}
	// Other flags are other jobs: a re-run with them does not take
	// these results.
	if m.Jobs(nil)[0].ID == jobs[0].ID {
		t.Error("a job's id does not depend on the command line's flags")
	}
}

// A fleet directory: a home per subdirectory, its program and the files
// beside it.
func TestFleetDirectory(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, text string) {
		p := filepath.Join(dir, rel)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(text), 0o644)
	}
	write("alice/configuration.yaml", "automation: []\n")
	write("alice/invariants.yaml", "[]\n")
	write("bob/bob.isy", "")
	write("bob/init.yaml", "{}\n")
	write("bob/environment.yaml", "{}\n")
	m, err := ReadManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Homes) != 2 {
		t.Fatalf("%d homes", len(m.Homes))
	}
	al, bo := m.Homes[0], m.Homes[1]
	if al.Name != "alice" || al.Program != filepath.Join(dir, "alice") || al.Invariants != filepath.Join(dir, "alice/invariants.yaml") {
		t.Errorf("alice: %+v", al)
	}
	if bo.Name != "bob" || bo.Program != filepath.Join(dir, "bob/bob.isy") || bo.Init == "" || bo.Environment == "" || bo.Invariants != "" {
		t.Errorf("bob: %+v", bo)
	}
	write("carol/a.ta", "")
	write("carol/b.ta", "")
	if _, err := ReadManifest(dir); err == nil || !strings.Contains(err.Error(), "2 program files (a.ta, b.ta)") {
		t.Errorf("two programs in a home: %v", err)
	}
}

// The command line parts into the fleet's flags, explore's (read from
// explore --help of the binary itself) and the manifest.
func TestSplitArgs(t *testing.T) {
	help, err := exec.Command(deloreanBin, "explore", "--help").Output()
	if err != nil {
		t.Fatal(err)
	}
	ex := ExploreFlags(string(help))
	for name, value := range map[string]bool{"hours": true, "dpor": false, "strict": false, "max-states": true, "engine": true, "quiet": false} {
		if v, ok := ex[name]; !ok || v != value {
			t.Errorf("explore flag %s: known %v, takes a value %v; want %v", name, ok, v, value)
		}
	}
	fleetFlag := func(n string) (bool, bool) {
		switch n {
		case "out", "runner":
			return true, true
		case "pages":
			return true, false
		}
		return false, false
	}
	own, jobs, pos, err := SplitArgs([]string{"--dpor", "m.yaml", "--out", "o", "--hours=2", "--pages", "--runner", "universal", "--engine", "zones"}, fleetFlag, ex)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(own, []string{"--out", "o", "--pages", "--runner", "universal"}) || !reflect.DeepEqual(jobs, []string{"--dpor", "--hours=2", "--engine", "zones"}) || !reflect.DeepEqual(pos, []string{"m.yaml"}) {
		t.Errorf("own %q, jobs %q, positional %q", own, jobs, pos)
	}
	if _, _, _, err := SplitArgs([]string{"m.yaml", "--hourz", "2"}, fleetFlag, ex); err == nil || !strings.Contains(err.Error(), "unknown flag --hourz") {
		t.Errorf("an unknown flag: %v", err)
	}
}
