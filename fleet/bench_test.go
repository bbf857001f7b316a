package fleet

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// timeFree is a JSON document less what varies from run to run: every
// field of a time, a rate, a speed-up or a gain computed from times, or
// memory.
func timeFree(t *testing.T, doc []byte) any {
	t.Helper()
	var v any
	if err := json.Unmarshal(doc, &v); err != nil {
		t.Fatalf("%v: %.300s", err, doc)
	}
	var strip func(any) any
	strip = func(v any) any {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				if strings.Contains(k, "second") || strings.Contains(k, "memory") || strings.Contains(k, "speedup") || strings.Contains(k, "gain") {
					delete(x, k)
					continue
				}
				x[k] = strip(e)
			}
		case []any:
			for i := range x {
				x[i] = strip(x[i])
			}
		}
		return v
	}
	return strip(v)
}

// The paper's evaluation as a fleet: bench's Table 2 rows and compare's
// comparisons (Figs. 7-9) over P1-P10, with random trials, run through
// the pipeline a program per job, give the document that one sequential
// run of the command over the ten programs prints, counts and percentages
// alike (the times aside).
func TestEvaluationAsFleet(t *testing.T) {
	homes := haHomes(t)
	var programs []string
	for _, h := range homes {
		programs = append(programs, h.program)
	}
	for _, tc := range []struct {
		command string
		options []string
	}{
		{"bench", []string{"--trials", "3", "--seed", "7", "--cap-states", "20000"}},
		{"compare", []string{"--trials", "2", "--seed", "7", "--max-states", "2000"}},
	} {
		t.Run(tc.command, func(t *testing.T) {
			var b strings.Builder
			fmt.Fprintf(&b, "command: %s\nhomes:\n", tc.command)
			for _, p := range programs {
				fmt.Fprintf(&b, "  - program: %s\n", p)
			}
			q := make([]string, len(tc.options))
			for i, o := range tc.options {
				q[i] = fmt.Sprintf("%q", o)
			}
			fmt.Fprintf(&b, "starts: [\"09:00\"]\nhorizons: [1h]\noptions: [[%s]]\n", strings.Join(q, ", "))
			manifest := filepath.Join(t.TempDir(), "fleet.yaml")
			if err := os.WriteFile(manifest, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			out := t.TempDir()
			s, err := Run(context.Background(), Options{Manifest: manifest, Out: out, Workers: 2, Delorean: deloreanBin, Execute: inProcess})
			if err != nil {
				t.Fatal(err)
			}
			if s.Done != len(programs) || s.Failed != 0 {
				t.Fatalf("%d of %d jobs done, %d failed: %+v", s.Done, len(programs), s.Failed, s.Homes)
			}
			got, err := os.ReadFile(filepath.Join(out, tc.command+".json"))
			if err != nil {
				t.Fatal(err)
			}
			// The sequential run, written by hand: the command over
			// every program in one process.
			args := append(append([]string{tc.command}, programs...), append([]string{"--start", "09:00", "--hours", "1", "--json"}, tc.options...)...)
			var stdout bytes.Buffer
			cmd := exec.Command(deloreanBin, args...)
			cmd.Stdout = &stdout
			if err := cmd.Run(); err != nil && cmd.ProcessState.ExitCode() != 3 {
				t.Fatalf("%s: %v", tc.command, err)
			}
			if a, b := timeFree(t, got), timeFree(t, stdout.Bytes()); !reflect.DeepEqual(a, b) {
				ja, _ := json.Marshal(a)
				jb, _ := json.Marshal(b)
				t.Errorf("the fleet's %s.json differs from the sequential run's (times aside):\n%.1500s\nsequential:\n%.1500s", tc.command, ja, jb)
			}
		})
	}
}
