package fleet

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// haHome is one of the paper's programs P1-P10 (programs/ha/pNN), with
// its invariants.
type haHome struct{ name, program, invariants string }

func haHomes(t *testing.T) []haHome {
	t.Helper()
	var out []haHome
	for i := 1; i <= 10; i++ {
		dir, _ := filepath.Abs(fmt.Sprintf("../programs/ha/p%02d", i))
		files, _ := filepath.Glob(filepath.Join(dir, fmt.Sprintf("p%02d.*", i)))
		if len(files) != 1 {
			t.Fatalf("%s: %d program files", dir, len(files))
		}
		out = append(out, haHome{filepath.Base(dir), files[0], filepath.Join(dir, "invariants.yaml")})
	}
	return out
}

// exploreArgs runs delorean explore with args, written by hand, and
// returns its report compacted and its exit code.
func exploreArgs(t *testing.T, args ...string) ([]byte, int) {
	t.Helper()
	cmd := exec.Command(deloreanBin, append(append([]string{"explore"}, args...), "--workers", "1", "--json")...)
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
			t.Fatalf("explore %v: %v", args, err)
		}
	}
	return buf.Bytes(), code
}

// loopsOf is how many loops a report lists (explore's split: each loop
// explored on its own).
func loopsOf(t *testing.T, report []byte) int {
	var rep struct {
		Loops []json.RawMessage `json:"loops"`
	}
	if err := json.Unmarshal(report, &rep); err != nil {
		t.Fatal(err)
	}
	return len(rep.Loops)
}

// With --split-loops, each home's independent loops are jobs of their
// own and the home's row is their merge: per home, the report is byte for
// byte `delorean explore`'s of the whole home (the reports leave the
// timing out), over the paper's P1-P10 with both engines and with a state
// limit that stops a loop (the split's rule: the loops after it are not
// explored), and over some of the shared corpus (all of it with
// DELOREAN_LONG), one of whose homes splits at each of several classes of
// start days. Where explore's own report lists several loops, the fleet's
// row must say that it merged that many loop jobs, so that the equality
// is the merge's and not a whole exploration's.
func TestSplitLoopsMatchesExplore(t *testing.T) {
	t.Run("P1-P10", func(t *testing.T) {
		checkSplitFleet(t, haHomes(t), "4h", [][]string{nil, {"--engine", "regions"}, {"--max-states", "150"}})
	})
	t.Run("corpus", func(t *testing.T) {
		files, _ := filepath.Glob(filepath.Join(corpusDir, "*.yaml"))
		if len(files) != 20 {
			t.Skipf("the shared corpus is not at %s", corpusDir)
		}
		hz := "2h"
		if !long() {
			// 04 splits at two classes of days, 16 loops each.
			files, hz = files[3:4], "4h"
		}
		var homes []haHome
		for _, f := range files {
			f, _ = filepath.Abs(f)
			homes = append(homes, haHome{strings.TrimSuffix(filepath.Base(f), ".yaml"), f, ""})
		}
		checkSplitFleet(t, homes, hz, [][]string{nil, {"--max-states", "150"}})
	})
}

// checkSplitFleet runs a fleet of homes over the horizon hz and option
// sets with --split-loops, and compares each row with explore's report.
func checkSplitFleet(t *testing.T, homes []haHome, hz string, options [][]string) {
	var b strings.Builder
	b.WriteString("homes:\n")
	for _, h := range homes {
		if h.invariants == "" {
			fmt.Fprintf(&b, "  - {program: %s}\n", h.program)
			continue
		}
		fmt.Fprintf(&b, "  - {program: %s, invariants: %s}\n", h.program, h.invariants)
	}
	fmt.Fprintf(&b, "horizons: [%s]\noptions:\n", hz)
	for _, o := range options {
		q := make([]string, len(o))
		for i, a := range o {
			q[i] = fmt.Sprintf("%q", a)
		}
		fmt.Fprintf(&b, "  - [%s]\n", strings.Join(q, ", "))
	}
	manifest := filepath.Join(t.TempDir(), "fleet.yaml")
	if err := os.WriteFile(manifest, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	s, err := Run(context.Background(), Options{Manifest: manifest, Out: out, Workers: 2, SplitLoops: true, Delorean: deloreanBin, Execute: inProcess})
	if err != nil {
		t.Fatal(err)
	}
	rows := readResults(t, out)
	if len(rows) != len(homes)*len(options) || s.Done != len(rows) {
		t.Fatalf("%d rows, %d done; want %d", len(rows), s.Done, len(homes)*len(options))
	}
	merged := 0
	for i, r := range rows {
		h, o := homes[i/len(options)], options[i%len(options)]
		args := []string{h.program, "--duration", hz}
		if h.invariants != "" {
			args = append(args, "--invariants", h.invariants)
		}
		want, code := exploreArgs(t, append(args, o...)...)
		if r.Exit != code {
			t.Errorf("%s %v: exit %d, explore's %d (%s)", h.name, o, r.Exit, code, r.Error)
		}
		if !bytes.Equal(r.Report, want) {
			t.Errorf("%s %v: the merged report differs from explore's:\n%.400s\nexplore:\n%.400s", h.name, o, r.Report, want)
		}
		if n := loopsOf(t, want); n > 1 {
			// A limit stops the loops after the first incomplete one:
			// the report lists those explored; the fleet ran them all.
			if r.Loops < n {
				t.Errorf("%s %v: explore split into %d loops, the fleet's row merged %d loop jobs", h.name, o, n, r.Loops)
			}
			merged++
		}
	}
	// The test means nothing unless most rows are merges.
	if merged < len(rows)/2 {
		t.Errorf("only %d of %d rows are merges of loops", merged, len(rows))
	}
	t.Logf("%d rows, %d merged from loop jobs", len(rows), merged)
}

// Nothing lost: a loop's kept exploration that does not restore (here,
// cut short) makes the merge fail, and the home is explored whole in its
// job instead: the row is explore's report, and says it merged no loops.
func TestSplitLoopsBrokenLoopExploresWhole(t *testing.T) {
	h := haHomes(t)[5] // P6: four loops
	manifest := filepath.Join(t.TempDir(), "fleet.yaml")
	if err := os.WriteFile(manifest, []byte(fmt.Sprintf("homes:\n  - {program: %s, invariants: %s}\nhorizons: [2h]\n", h.program, h.invariants)), 0o644); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	run := func() Row {
		t.Helper()
		if _, err := Run(context.Background(), Options{Manifest: manifest, Out: out, Workers: 2, SplitLoops: true, Delorean: deloreanBin, Execute: inProcess}); err != nil {
			t.Fatal(err)
		}
		rows := readResults(t, out)
		if len(rows) != 1 {
			t.Fatalf("%d rows", len(rows))
		}
		return rows[0]
	}
	want, _ := exploreArgs(t, h.program, "--invariants", h.invariants, "--duration", "2h")
	first := run()
	if first.Loops != 4 || !bytes.Equal(first.Report, want) {
		t.Fatalf("the merge of P6's loops: %d loops, report equal to explore's: %v", first.Loops, bytes.Equal(first.Report, want))
	}
	kept, _ := filepath.Glob(filepath.Join(out, loopsDir, first.ID, "split-*-loop-2.gob"))
	if len(kept) == 0 {
		t.Fatal("no kept exploration of loop 3")
	}
	for _, f := range kept {
		b, _ := os.ReadFile(f)
		os.WriteFile(f, b[:len(b)/2], 0o644)
	}
	// The home's row gone, its loops' rows kept: a re-run merges anew.
	os.Remove(filepath.Join(out, jobsDir, first.ID+".json"))
	again := run()
	if again.Loops != 0 || again.Exit != first.Exit || !bytes.Equal(again.Report, want) {
		t.Errorf("after a loop's file broke: %d loops merged, exit %d (%s), report equal to explore's: %v", again.Loops, again.Exit, again.Error, bytes.Equal(again.Report, want))
	}
}

// The flags that make explore explore whole leave a job unsplit (its
// plan would explore it whole, for nothing); the others do not.
func TestSplitsFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{[]string{"explore", "h.yaml", "--duration", "1h"}, true},
		{[]string{"explore", "h.yaml", "--no-split"}, false},
		{[]string{"explore", "h.yaml", "--no-split=false"}, true},
		{[]string{"explore", "h.yaml", "--mode", "timed"}, true},
		{[]string{"explore", "h.yaml", "--mode", "untimed"}, false},
		{[]string{"explore", "h.yaml", "--mode=modist"}, false},
		{[]string{"explore", "h.yaml", "--dot", "g.dot"}, false},
		{[]string{"explore", "h.yaml", "--discrete-states", "s.txt"}, false},
	} {
		if got := splits(Job{Args: tc.args}); got != tc.want {
			t.Errorf("%v: splits %v, want %v", tc.args, got, tc.want)
		}
	}
}
