package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// dirFiles reads every file of dir by name.
func dirFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[e.Name()] = string(b)
	}
	return files
}

// pageOf is an HTML page less what differs between two runs of one
// exploration: the command line shown and the time it took.
func pageOf(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := regexp.MustCompile(`<p class="cmd">[^<]*</p>`).ReplaceAllString(string(b), "")
	return regexp.MustCompile(` in [0-9.]+ s \([0-9.]+/s\)`).ReplaceAllString(s, "")
}

// bench --trace-dir and --report write what explore's write of the same
// exploration (the region engine's, with prediction and splitting, from
// the given start): the same trace files byte for byte, and the same page
// but for the command line and the time. With several programs each
// trace file's name starts with its program's, and --report is refused.
func TestBenchOutputs(t *testing.T) {
	const bath, garage = "../../programs/isy/bathroom.isy", "../../programs/isy/garage.isy"
	when := []string{"--start", "18:00", "--hours", "1"}
	dir := t.TempDir()
	exploreOf := func(prog, name string) (traces, page string) {
		traces, page = filepath.Join(dir, name+"-explore"), filepath.Join(dir, name+"-explore.html")
		inv := strings.TrimSuffix(prog, ".isy") + ".inv.yaml"
		args := append([]string{"explore", prog, "--invariants", inv, "--engine", "regions", "--trace-dir", traces, "--report", page}, when...)
		if _, code := runCLI(t, args...); code != exitViolation && code != exitOK {
			t.Fatalf("%v: exit %d", args, code)
		}
		return traces, page
	}
	bathTraces, bathPage := exploreOf(bath, "bathroom")
	garageTraces, _ := exploreOf(garage, "garage")
	want := dirFiles(t, bathTraces)
	if len(want) == 0 {
		t.Fatal("explore wrote no trace of the bathroom: the test compares nothing")
	}

	traces, page := filepath.Join(dir, "bench"), filepath.Join(dir, "bench.html")
	out, code := runCLI(t, append([]string{"bench", bath, "--trace-dir", traces, "--report", page, "--quiet"}, when...)...)
	if code != exitOK {
		t.Fatalf("bench: exit %d:\n%s", code, out)
	}
	got := dirFiles(t, traces)
	if !equalMaps(got, want) {
		t.Errorf("bench --trace-dir wrote %v, explore %v (or their contents differ)", keys(got), keys(want))
	}
	if pageOf(t, page) != pageOf(t, bathPage) {
		t.Error("bench --report's page differs from explore --report's of the same exploration")
	}

	// Two programs: each one's traces, named after it.
	both := filepath.Join(dir, "both")
	if out, code := runCLI(t, append([]string{"bench", bath, garage, "--trace-dir", both, "--quiet"}, when...)...); code != exitOK {
		t.Fatalf("bench of two programs: exit %d:\n%s", code, out)
	}
	want = map[string]string{}
	for name, text := range dirFiles(t, bathTraces) {
		want["bathroom-"+name] = text
	}
	for name, text := range dirFiles(t, garageTraces) {
		want["garage-"+name] = text
	}
	if got := dirFiles(t, both); !equalMaps(got, want) {
		t.Errorf("bench of two programs wrote %v, want %v (or their contents differ)", keys(got), keys(want))
	}
	if out, code := runCLI(t, append([]string{"bench", bath, garage, "--report", page}, when...)...); code != exitBadInput || !strings.Contains(out, "--report goes with one program") {
		t.Errorf("bench of two programs with --report: exit %d:\n%s", code, out)
	}
}

func equalMaps(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

func keys(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

// compare --trace-dir writes the traces of the timed mode's violations:
// the files explore --trace-dir writes of the same program, byte for byte
// (Figure 1 has a timestamp, so the comparison explores a copy with a
// variable more, which the traces leave out), and delorean replay replays
// them with the program. With several trials each name starts with its
// trial's, the first trial's being the run from the given start.
func TestCompareTraceDir(t *testing.T) {
	dir := t.TempDir()
	run := func(args ...string) string {
		t.Helper()
		traces, err := os.MkdirTemp(dir, "traces")
		if err != nil {
			t.Fatal(err)
		}
		out, code := runCLI(t, append(args, "--trace-dir", traces, "--quiet")...)
		if code != exitOK && code != exitViolation {
			t.Fatalf("%v: exit %d:\n%s", args, code, out)
		}
		return traces
	}
	when := []string{"--start", "09:00", "--hours", "1", "--invariants", fig1Inv}
	want := dirFiles(t, run(append([]string{"explore", fig1}, when...)...))
	if len(want) == 0 {
		t.Fatal("explore wrote no trace of Figure 1: the test compares nothing")
	}
	got := dirFiles(t, run(append([]string{"compare", fig1}, when...)...))
	if !equalMaps(got, want) {
		t.Errorf("compare --trace-dir wrote %v, explore %v (or their contents differ)", keys(got), keys(want))
	}
	trials := run(append([]string{"compare", fig1, "--trials", "2"}, when...)...)
	got = dirFiles(t, trials)
	for name, text := range want {
		if got["trial1-"+name] != text {
			t.Errorf("with two trials, trial1-%s is not the trace of the given start (files %v)", name, keys(got))
		}
	}
	for name := range got {
		if !strings.HasPrefix(name, "trial1-") && !strings.HasPrefix(name, "trial2-") {
			t.Errorf("with two trials, %s names no trial", name)
		}
		if out, code := runCLI(t, "replay", fig1, filepath.Join(trials, name)); code != exitOK || !strings.Contains(out, "the trace replays") {
			t.Errorf("replay of %s: exit %d:\n%s", name, code, out)
		}
	}
}
