package fleet

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
)

// corpusDir is /work/shared/corpus/hass, from this package's directory in
// a worktree: twenty Home Assistant automation files written by others.
const corpusDir = "../../shared/corpus/hass"

// deloreanBin is the delorean binary the tests' fleets run, built once.
var deloreanBin string

func TestMain(m *testing.M) {
	flag.Parse()
	beam.Init()
	dir, err := os.MkdirTemp("", "fleet-test-")
	if err != nil {
		panic(err)
	}
	deloreanBin = filepath.Join(dir, "delorean")
	build := exec.Command("go", "build", "-o", deloreanBin, "github.com/delorean-mc/delorean/cmd/delorean")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building delorean:", err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func long() bool { return os.Getenv("DELOREAN_LONG") != "" }

// corpus is the corpus' files (all 20 with DELOREAN_LONG, else n).
func corpus(t *testing.T, n int) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.yaml"))
	if len(files) != 20 {
		t.Skipf("the shared corpus is not at %s (%d files)", corpusDir, len(files))
	}
	sort.Strings(files)
	if !long() {
		files = files[:n]
	}
	for i, f := range files {
		files[i], _ = filepath.Abs(f)
	}
	return files
}

// place is a place of the tests' manifests, as explore's flags.
type place struct {
	name, lat, lon, tz string
}

var places = []place{{"berlin", "52.52", "13.405", "Europe/Berlin"}, {"sydney", "-33.87", "151.21", "Australia/Sydney"}}
var starts = []string{"2026-06-21T05:00", "2026-12-21T17:00"}

// horizon is each corpus job's: 4 h (12 h with DELOREAN_LONG).
func horizon() string {
	if long() {
		return "12h"
	}
	return "4h"
}

// corpusFlags bound every corpus job, the fleet's and explore's alike: a
// zone limit stops a run at the same state for any workers (the report
// says incomplete, the same for both), where corpus 06 over 12 h from
// 17:00 on 2026-12-21 and corpus 09 over 4 h from 05:00 on 2026-06-21
// take over 5 CPU minutes and 4 GB each without one (the zone engine's
// open cliffs, issue 42), three runs of them more than the test's hour.
var corpusFlags = []string{"--max-states", "50000"}

// corpusManifest writes a manifest of the files × places × starts over
// horizon().
func corpusManifest(t *testing.T, files []string) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("homes:\n")
	for _, f := range files {
		fmt.Fprintf(&b, "  - program: %s\n", f)
	}
	b.WriteString("places:\n")
	for _, p := range places {
		fmt.Fprintf(&b, "  - {name: %s, lat: %s, lon: %s, tz: %s}\n", p.name, p.lat, p.lon, p.tz)
	}
	fmt.Fprintf(&b, "starts: [%s]\nhorizons: [%s]\n", strings.Join(starts, ", "), horizon())
	path := filepath.Join(t.TempDir(), "fleet.yaml")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// runFleet runs a fleet on Prism in this process.
func runFleet(t *testing.T, ctx context.Context, manifest, out string, workers int, flags ...string) (*Summary, error) {
	t.Helper()
	return Run(ctx, Options{Manifest: manifest, Out: out, Flags: flags, Workers: workers, Pages: true, Delorean: deloreanBin,
		Execute: inProcess})
}

// inProcess runs a pipeline on Prism in this process.
func inProcess(ctx context.Context, p *beam.Pipeline) error { return beamx.Run(ctx, p) }

// readResults reads results.jsonl; every line must be a whole row.
func readResults(t *testing.T, out string) []Row {
	t.Helper()
	f, err := os.Open(filepath.Join(out, "results.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []Row
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 64<<20)
	for n := 1; sc.Scan(); n++ {
		var r Row
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("results.jsonl:%d: not a whole row: %v", n, err)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// explore runs delorean explore as a user would, with the flags written
// here by hand for the key (not the fleet's own arguments), and returns
// its report compacted.
func explore(t *testing.T, file string, p place, start string, hours string) ([]byte, int) {
	t.Helper()
	cmd := exec.Command(deloreanBin, "explore", file, "--lat", p.lat, "--lon", p.lon, "--tz", p.tz, "--start", start, "--duration", hours, "--workers", "1", "--json")
	cmd.Args = append(cmd.Args, corpusFlags...)
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if code != 2 {
		if err := json.Compact(&buf, stdout.Bytes()); err != nil {
			t.Fatalf("explore %s: %v", file, err)
		}
	}
	return buf.Bytes(), code
}

// The fleet over the corpus, two places and two dates, on Prism in this
// process with 1 and 2 workers: one row per job, in the manifest's order,
// each job's report byte for byte what delorean explore prints for it.
func TestCorpusMatchesExplore(t *testing.T) {
	files := corpus(t, 3)
	manifest := corpusManifest(t, files)
	type want struct {
		report []byte
		code   int
	}
	wants := map[string]want{}
	var order []Key
	for _, f := range files {
		for _, p := range places {
			for _, st := range starts {
				k := Key{Home: strings.TrimSuffix(filepath.Base(f), ".yaml"), Place: p.name, Start: st, Horizon: horizon(), Options: corpusFlags}
				rep, code := explore(t, f, p, st, horizon())
				wants[keyString(k)] = want{rep, code}
				order = append(order, k)
			}
		}
	}
	var first []Row
	for _, workers := range []int{1, 2} {
		out := t.TempDir()
		s, err := runFleet(t, context.Background(), manifest, out, workers, corpusFlags...)
		if err != nil {
			t.Fatalf("workers %d: %v", workers, err)
		}
		rows := readResults(t, out)
		if len(rows) != len(order) || s.Jobs != len(order) || s.Done != len(order) {
			t.Fatalf("workers %d: %d rows, summary %d jobs %d done; want %d", workers, len(rows), s.Jobs, s.Done, len(order))
		}
		for i, r := range rows {
			if keyString(r.Key) != keyString(order[i]) {
				t.Fatalf("workers %d: row %d is %+v, want %+v (the manifest's order)", workers, i+1, r.Key, order[i])
			}
			w := wants[keyString(r.Key)]
			if r.Exit != w.code {
				t.Errorf("workers %d: %+v: exit %d, explore's %d (%s)", workers, r.Key, r.Exit, w.code, r.Error)
			}
			if !bytes.Equal(r.Report, w.report) {
				t.Errorf("workers %d: %+v: the report differs from explore's:\n%.300s\nexplore:\n%.300s", workers, r.Key, r.Report, w.report)
			}
		}
		if first == nil {
			first = rows
			continue
		}
		for i := range rows {
			a, b := rows[i], first[i]
			a.CPUSeconds, a.Seconds, b.CPUSeconds, b.Seconds = 0, 0, 0, 0
			if !reflect.DeepEqual(a, b) {
				t.Errorf("row %d differs between 1 and 2 workers", i+1)
			}
		}
	}
}

// keyString is a key as a comparable value.
func keyString(k Key) string {
	b, _ := json.Marshal(k)
	return string(b)
}

// faultManifest is a fleet with a home that violates an invariant (the
// paper's Figure 1, whose porch light can go off seconds after motion,
// §2.1: Rule 3 turns it off by day, so both starts are by day), a home
// whose program does not parse, and a job that stops at its limit
// (--max-states 3), each over two starts.
func faultManifest(t *testing.T) (manifest string, broken string) {
	t.Helper()
	dir := t.TempDir()
	broken = filepath.Join(dir, "broken.ta")
	if err := os.WriteFile(broken, []byte("program broken\nvar x: 0..1 = 0\nrule r when x == { x = 1 }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	fig1, _ := filepath.Abs("../programs/paper/figure1.ta")
	inv, _ := filepath.Abs("../programs/paper/figure1.inv.yaml")
	fig2, _ := filepath.Abs("../programs/paper/figure2.ta")
	text := fmt.Sprintf(`homes:
  - {name: porch, program: %s, invariants: %s}
  - {name: broken, program: %s}
  - {name: capped, program: %s, options: [--max-states, "3"]}
starts: ["09:00", "13:00"]
horizons: [1h]
`, fig1, inv, broken, fig2)
	manifest = filepath.Join(dir, "fleet.yaml")
	if err := os.WriteFile(manifest, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return manifest, broken
}

// A broken input is a row with its error (file:line:col) and exit 2; a
// job stopped at its limit is incomplete (exit 3) with its stop reason;
// the violation links to its timeline in the job's page; the pipeline
// goes on past each.
func TestFaults(t *testing.T) {
	manifest, broken := faultManifest(t)
	out := t.TempDir()
	s, err := runFleet(t, context.Background(), manifest, out, 2)
	if err != nil {
		t.Fatal(err)
	}
	rows := readResults(t, out)
	if len(rows) != 6 {
		t.Fatalf("%d rows, want 6 (3 homes x 2 starts)", len(rows))
	}
	for _, r := range rows {
		switch r.Key.Home {
		case "porch":
			if r.Exit != 1 || r.Reason != "violated" {
				t.Errorf("%+v: exit %d %s, want 1 violated", r.Key, r.Exit, r.Reason)
			}
		case "broken":
			if r.Exit != 2 || r.Reason != "bad input" || r.Report != nil || !strings.HasPrefix(r.Error, broken+":3:") {
				t.Errorf("%+v: exit %d %s, error %q; want 2, bad input, the file's line 3", r.Key, r.Exit, r.Reason, r.Error)
			}
		case "capped":
			var rep reportView
			json.Unmarshal(r.Report, &rep)
			if r.Exit != 3 || r.Reason != "incomplete" || rep.Complete || !strings.Contains(rep.Stop, "3") {
				t.Errorf("%+v: exit %d %s, complete %v, stop %q; want 3, incomplete at 3 states", r.Key, r.Exit, r.Reason, rep.Complete, rep.Stop)
			}
		}
	}
	if s.Jobs != 6 || s.Done != 6 || s.Violated != 2 || s.Failed != 2 || s.Incomplete != 2 || s.OK != 0 || s.Exit() != 1 {
		t.Errorf("summary %+v, exit %d; want 6 jobs: 2 violated, 2 failed, 2 incomplete; exit 1", *s, s.Exit())
	}
	porch := s.Homes[0]
	if porch.Home != "porch" || len(porch.Violations) != 1 || porch.Violations[0].Invariant != "light stays on after motion" || len(porch.Violations[0].Jobs) != 2 {
		t.Fatalf("porch's summary: %+v", porch)
	}
	for _, j := range porch.Violations[0].Jobs {
		page, anchor, _ := strings.Cut(j.Link, "#")
		b, err := os.ReadFile(filepath.Join(out, page))
		if err != nil {
			t.Fatalf("the link %s: %v", j.Link, err)
		}
		if !strings.Contains(string(b), `id="`+anchor+`"`) || !strings.Contains(string(b), `id="`+anchor+`-timeline"`) {
			t.Errorf("the page %s has no %s with a timeline", page, anchor)
		}
	}
	html, err := os.ReadFile(filepath.Join(out, "summary.html"))
	if err != nil || !strings.Contains(string(html), `href="`+porch.Violations[0].Jobs[0].Link+`"`) {
		t.Errorf("summary.html does not link the violation's timeline (%v)", err)
	}
	text, _ := os.ReadFile(filepath.Join(out, "summary.txt"))
	for _, want := range []string{"violated light stays on after motion:", "failed: 09:00, 1h: bad input: " + broken + ":3:", "incomplete: 09:00, 1h, --max-states 3: "} {
		if !strings.Contains(string(text), want) {
			t.Errorf("summary.txt lacks %q:\n%s", want, text)
		}
	}
}

// A fleet stopped midway (its context cancelled, as Ctrl-C does) leaves
// only whole rows; run again into the same directory, it explores only
// the jobs left and ends with the summary of a fleet never stopped.
func TestStoppedFleetResumes(t *testing.T) {
	files := corpus(t, 4)
	manifest := corpusManifest(t, files)
	whole := t.TempDir()
	if _, err := runFleet(t, context.Background(), manifest, whole, 2); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		// Stop once a few jobs are done.
		for countRowsIn(out) < 3 {
			time.Sleep(20 * time.Millisecond)
		}
		cancel()
	}()
	s, err := runFleet(t, ctx, manifest, out, 1)
	if !errors.Is(err, ErrStopped) {
		t.Fatalf("stopped fleet: %v, want ErrStopped", err)
	}
	if s.Done >= s.Jobs || s.Done < 3 {
		t.Fatalf("stopped fleet: %d of %d jobs done; want some but not all", s.Done, s.Jobs)
	}
	if got := readResults(t, out); len(got) != s.Done {
		t.Fatalf("results.jsonl has %d rows, the summary %d done", len(got), s.Done)
	}
	kept := map[string][]byte{}
	for _, r := range readResults(t, out) {
		kept[r.ID], _ = os.ReadFile(filepath.Join(out, jobsDir, r.ID+".json"))
	}
	s2, err := runFleet(t, context.Background(), manifest, out, 2)
	if err != nil {
		t.Fatal(err)
	}
	for id, b := range kept {
		if now, _ := os.ReadFile(filepath.Join(out, jobsDir, id+".json")); !bytes.Equal(now, b) {
			t.Errorf("job %s ran again after resuming", id)
		}
	}
	a, _ := os.ReadFile(filepath.Join(out, "summary.json"))
	b, _ := os.ReadFile(filepath.Join(whole, "summary.json"))
	if !bytes.Equal(a, b) || s2.Done != s2.Jobs {
		t.Errorf("resumed summary (%d of %d done) differs from the unstopped fleet's:\n%s\n---\n%s", s2.Done, s2.Jobs, a, b)
	}
	strip := func(rows []Row) []Row {
		for i := range rows {
			rows[i].CPUSeconds, rows[i].Seconds = 0, 0
		}
		return rows
	}
	if !reflect.DeepEqual(strip(readResults(t, out)), strip(readResults(t, whole))) {
		t.Error("resumed results.jsonl differs from the unstopped fleet's (timing aside)")
	}
}

func countRowsIn(out string) int {
	entries, _ := os.ReadDir(filepath.Join(out, jobsDir))
	n := 0
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".json") && !strings.HasPrefix(e.Name(), ".") {
			n++
		}
	}
	return n
}
