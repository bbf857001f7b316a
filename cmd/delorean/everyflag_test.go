package main

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// untimed drops from a JSON document what measures time or memory, which
// differs from run to run.
func untimed(t *testing.T, doc string) any {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(doc), &v); err != nil {
		t.Fatalf("%v:\n%s", err, doc)
	}
	var walk func(any) any
	walk = func(v any) any {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				if strings.Contains(k, "second") || strings.Contains(k, "elapsed") || strings.Contains(k, "memory") ||
					strings.Contains(k, "gain") || strings.Contains(k, "speedup") || strings.Contains(k, "rate") {
					delete(x, k)
					continue
				}
				x[k] = walk(e)
			}
		case []any:
			for i, e := range x {
				x[i] = walk(e)
			}
		}
		return v
	}
	return walk(v)
}

// --workers on compare (programs and scenarios), sdn and bench reaches
// the engines (workersGiven sees the number each command hands them), and
// the result is the one of a single worker.
func TestWorkersOnEveryExploringCommand(t *testing.T) {
	scn := "../../programs/sdn/nice-bug-II.yaml"
	for _, args := range [][]string{
		{"compare", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv, "--json"},
		{"compare", fig1, "--start", "09:00", "--hours", "1", "--engine", "regions", "--json"},
		{"compare", scn, "--vcs", "1,2", "--json"},
		{"sdn", scn, "--json"},
		{"bench", fig2, "--hours", "1", "--json"},
	} {
		t.Run(strings.Join(args[:2], " ")+" "+args[len(args)-2], func(t *testing.T) {
			var got []int
			workersGiven = func(_ string, n int) { got = append(got, n) }
			defer func() { workersGiven = nil }()
			one, code1 := runCLI(t, append(args, "--workers", "1", "--quiet")...)
			if len(got) == 0 || got[0] != 1 {
				t.Fatalf("--workers 1: the engines were given %v", got)
			}
			got = nil
			three, code3 := runCLI(t, append(args, "--workers", "3", "--quiet")...)
			if len(got) == 0 || got[0] != 3 {
				t.Fatalf("--workers 3: the engines were given %v", got)
			}
			if code1 != code3 || !reflect.DeepEqual(untimed(t, one), untimed(t, three)) {
				t.Errorf("exit %d and %d; with one worker:\n%s\nwith three:\n%s", code1, code3, one, three)
			}
		})
	}
}

// sdn --report writes the exploration's HTML page: the violated property
// and its trace's steps in it, the exit code that of the run without it.
func TestSDNReport(t *testing.T) {
	scn := "../../programs/sdn/nice-bug-II.yaml"
	_, _, want := runSplit(t, "sdn", scn)
	page := filepath.Join(t.TempDir(), "sdn.html")
	_, _, code := runSplit(t, "sdn", scn, "--report", page)
	b, err := os.ReadFile(page)
	if err != nil || code != want || want != exitViolation {
		t.Fatalf("exit %d (without --report %d, want 1), %v", code, want, err)
	}
	for _, s := range []string{"<!DOCTYPE html>", "StrictDirectPaths", "s1.recv1", "</html>"} {
		if !strings.Contains(string(b), s) {
			t.Errorf("the page has no %q", s)
		}
	}
	if out, code := runCLI(t, "sdn", scn, "--compare", "--report", page); code != exitBadInput || !strings.Contains(out, "--report") {
		t.Errorf("sdn --compare --report: exit %d:\n%s", code, out)
	}
}

// bench --max-states stops each exploration there: the row is marked
// incomplete with at most about that many states, where without the
// limit it is complete.
func TestBenchMaxStates(t *testing.T) {
	args := []string{"bench", fig2, "--hours", "1", "--json", "--quiet", "--workers", "1"}
	var rows struct {
		Programs []struct {
			States   float64 `json:"states"`
			Complete bool    `json:"complete"`
		} `json:"programs"`
	}
	out, code := runCLI(t, args...)
	if err := json.Unmarshal([]byte(out), &rows); err != nil || code != exitOK || len(rows.Programs) != 1 || !rows.Programs[0].Complete || rows.Programs[0].States <= 100 {
		t.Fatalf("without a limit: exit %d, %v:\n%s", code, err, out)
	}
	out, code = runCLI(t, append(args, "--max-states", "100")...)
	if err := json.Unmarshal([]byte(out), &rows); err != nil || code != exitOK || len(rows.Programs) != 1 || rows.Programs[0].Complete || rows.Programs[0].States < 100 || rows.Programs[0].States > 200 {
		t.Errorf("--max-states 100: exit %d, %v:\n%s", code, err, out)
	}
}

// The outputs of sdn, compare, reach, bench and liveness whose write fails after the run
// lose nothing else (as TestOutputWriteFails for explore's): the report
// is printed whole, the exit code is the run's, the failure named, the
// file left as it was.
func TestOutputWriteFailsEveryCommand(t *testing.T) {
	scn := "../../programs/sdn/nice-bug-II.yaml"
	for _, tc := range []struct {
		args []string
		flag string
	}{
		{[]string{"sdn", scn}, "--report"},
		{[]string{"sdn", scn}, "--trace-dir"},
		{[]string{"compare", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv, "--json"}, "--report"},
		{[]string{"compare", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv, "--json"}, "--trace-dir"},
		{[]string{"reach", "../../programs/ta/fischer-3.tck", "--labels", "cs1"}, "--report"},
		{[]string{"reach", "../../programs/ta/fischer-3.tck", "--labels", "cs1"}, "--trace-dir"},
		{[]string{"bench", "../../programs/isy/bathroom.isy", "--start", "18:00", "--hours", "1", "--json"}, "--report"},
		{[]string{"bench", "../../programs/isy/bathroom.isy", "--start", "18:00", "--hours", "1", "--json"}, "--trace-dir"},
		{[]string{"liveness", "../../programs/ta/fischer-broken-2.tck", "--labels", "cs1,cs2"}, "--trace-dir"},
		{[]string{"liveness", "../../programs/ta/fischer-broken-2.tck", "--labels", "cs1,cs2"}, "--report"},
	} {
		t.Run(tc.args[0]+" "+tc.flag, func(t *testing.T) {
			want, _, wantCode := runSplit(t, tc.args...)
			dir := t.TempDir()
			path := filepath.Join(dir, "out")
			if tc.flag != "--trace-dir" {
				if err := os.WriteFile(path, []byte("before"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			writeFault = func(f string) error {
				if f == tc.flag {
					return errors.New("no space left on device (injected)")
				}
				return nil
			}
			defer func() { writeFault = nil }()
			stdout, stderr, code := runSplit(t, append(tc.args, tc.flag, path)...)
			if code != wantCode || !sameReport(t, stdout, want) {
				t.Errorf("exit %d (want %d), report:\n%s\nwant:\n%s", code, wantCode, stdout, want)
			}
			if !strings.Contains(stderr, tc.flag+" "+path) || !strings.Contains(stderr, "injected") {
				t.Errorf("the failure is not named:\n%s", stderr)
			}
			entries, _ := os.ReadDir(dir)
			if b, err := os.ReadFile(path); tc.flag != "--trace-dir" && (err != nil || string(b) != "before" || len(entries) != 1) {
				t.Errorf("%s now holds %q, %v, beside %d files; want it untouched", path, b, err, len(entries)-1)
			}
			if tc.flag == "--trace-dir" {
				files, _ := os.ReadDir(path)
				if len(files) > 0 {
					t.Errorf("left in the trace directory: %v", files)
				}
			}
		})
	}
}

// sameReport compares two reports less what measures time: JSON
// documents as untimed sees them, text up to its statistics line.
func sameReport(t *testing.T, a, b string) bool {
	if strings.HasPrefix(a, "{") || strings.HasPrefix(a, "[") {
		return reflect.DeepEqual(untimed(t, a), untimed(t, b))
	}
	cut := func(s string) string {
		for _, m := range []string{"\nstates:", "\nzones:"} {
			if i := strings.Index(s, m); i >= 0 {
				return s[:i]
			}
		}
		return s
	}
	return cut(a) == cut(b)
}
