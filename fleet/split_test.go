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
// timing out), over the paper's P1-P10 and some of the shared corpus, with
// both engines and with a state limit that stops a loop (the split's rule:
// the loops after it are not explored). Where explore's own report lists
// several loops, the fleet's row must say that it merged that many loop
// jobs, so that the equality is the merge's and not a whole exploration's.
func TestSplitLoopsMatchesExplore(t *testing.T) {
	homes := haHomes(t)
	hz := "4h"
	options := [][]string{nil, {"--engine", "regions"}, {"--max-states", "150"}}
	var b strings.Builder
	b.WriteString("homes:\n")
	for _, h := range homes {
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
		want, code := exploreArgs(t, append([]string{h.program, "--invariants", h.invariants, "--duration", hz}, o...)...)
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
	// P1, P4-P10 split (their loops listed in explore's reports); the
	// test means nothing unless most rows are merges.
	if merged < len(rows)/2 {
		t.Errorf("only %d of %d rows are merges of loops", merged, len(rows))
	}
	t.Logf("%d rows, %d merged from loop jobs", len(rows), merged)
}
