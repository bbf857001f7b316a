package liveness

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The peer: TChecker's tck-liveness (github.com/ticktac-project/tchecker,
// commit d711ace), -a ndfs (a cycle through a state with all the labels)
// and -a couvscc (a cycle that meets every label), on Fischer, CSMA/CD,
// their broken variants and three small Zeno models, with labels added
// to chosen locations.
//
// tck-liveness searches the zone graph without regard to time: a cycle
// on which time cannot pass counts. DeLorean counts only runs in which
// time diverges, so TChecker is given each model with a process that
// makes divergence a label (tickProcess): from t0 it moves to t1,
// committed and labelled liveness_tick, once its clock is at 1 or more,
// resetting it, and back. A cycle through liveness_tick lets a second
// pass per round (t1 committed: nothing else moves there, so the only
// way back to it is the next tick; urgent, it would let a Zeno loop of
// another process repeat the label, as TChecker's certificate on
// zeno-bounded showed); a run in which time diverges can visit it
// whenever a second has passed, at a state time passes in. So couvscc with the labels and
// liveness_tick answers DeLorean's Each; ndfs with them answers
// DeLorean's one-state reading when time can pass in the states with the
// labels (no committed location in the models checked with ndfs).
//
// The verdicts are recorded in testdata/tchecker-liveness.txt with the
// commands that produced them (DELOREAN_RECORD_TCK=1 with tck-liveness
// on $PATH or in $TCK_LIVENESS rewrites it); the normal run compares with
// the record, and with tck-liveness itself when it is there. The raw
// verdict (the model as given, Zeno runs counted) is recorded beside, to
// show where divergence matters.

const tickProcess = `
event:liveness_tick
process:LivenessTick
clock:1:liveness_z
location:LivenessTick:t0{initial:}
location:LivenessTick:t1{committed: : labels:liveness_tick}
edge:LivenessTick:t0:t1:liveness_tick{provided:liveness_z>=1 : do:liveness_z=0}
edge:LivenessTick:t1:t0:liveness_tick{}
`

// tckCase is a model, the labels added to its locations, and the
// labels of the property.
type tckCase struct {
	model  string            // path from the repository's root
	add    map[string]string // "Proc:loc" -> label
	labels []string
	each   bool // couvscc's reading; else ndfs's
}

func (c tckCase) name() string {
	mode := "ndfs"
	if c.each {
		mode = "couvscc"
	}
	return fmt.Sprintf("%s %s %s", filepath.Base(c.model), strings.Join(c.labels, ","), mode)
}

var (
	fischerLabels = map[string]string{"P1:wait": "wait1", "P1:req": "req1", "P2:A": "idle2"}
	csmaLabels    = map[string]string{"Bus:Collision": "coll", "Station1:Start": "start1", "Station1:Retry": "retry1", "Bus:Loop": "loop", "Station2:Wait": "wait2"}
)

func tckCases() []tckCase {
	var cs []tckCase
	for _, f := range []string{"fischer-2", "fischer-3", "fischer-broken-2", "fischer-broken-3"} {
		path := "programs/ta/" + f + ".tck"
		for _, ls := range [][]string{{"cs1"}, {"cs1", "cs2"}, {"wait1"}, {"req1", "idle2"}, {"cs2", "idle2"}} {
			for _, each := range []bool{false, true} {
				cs = append(cs, tckCase{model: path, add: fischerLabels, labels: ls, each: each})
			}
		}
	}
	for _, f := range []string{"csmacd-2", "csmacd-3"} {
		path := "explore/liveness/testdata/" + f + ".tck"
		for _, ls := range [][]string{{"coll"}, {"start1"}, {"retry1"}, {"loop"}, {"start1", "coll"}, {"retry1", "wait2"}} {
			cs = append(cs, tckCase{model: path, add: csmaLabels, labels: ls, each: true})
		}
	}
	for _, f := range []string{"zeno-stuck", "zeno-bounded", "zeno-reset"} {
		path := "explore/liveness/testdata/" + f + ".tck"
		for _, each := range []bool{false, true} {
			cs = append(cs, tckCase{model: path, labels: []string{"acc"}, each: each})
		}
	}
	return cs
}

var locLine = regexp.MustCompile(`^location:([^:]+):([^{]+)\{(.*)\}\s*$`)

// labelled is the model's text with the case's labels added.
func (c tckCase) labelled(t testing.TB) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(repo, c.model))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	for k, l := range lines {
		m := locLine.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		lab, ok := c.add[m[1]+":"+m[2]]
		if !ok {
			continue
		}
		attrs := m[3]
		switch {
		case strings.Contains(attrs, "labels:"):
			attrs = strings.Replace(attrs, "labels:", "labels:"+lab+",", 1)
		case attrs == "":
			attrs = "labels:" + lab
		default:
			attrs += " : labels:" + lab
		}
		lines[k] = fmt.Sprintf("location:%s:%s{%s}", m[1], m[2], attrs)
	}
	return strings.Join(lines, "\n")
}

// record is testdata/tchecker-liveness.txt: per case, the verdict with
// divergence (the model with tickProcess) and the raw one.
type verdicts struct{ divergent, raw bool }

const recordFile = "testdata/tchecker-liveness.txt"

func readRecord(t *testing.T) map[string]verdicts {
	f, err := os.Open(recordFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]verdicts{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := sc.Text()
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		// model labels mode | CYCLE divergent | CYCLE raw
		parts := strings.Split(l, "|")
		if len(parts) != 3 {
			t.Fatalf("%s: bad line %q", recordFile, l)
		}
		out[strings.TrimSpace(parts[0])] = verdicts{strings.TrimSpace(parts[1]) == "true", strings.TrimSpace(parts[2]) == "true"}
	}
	return out
}

// tckLiveness is the peer's binary, or "".
func tckLiveness() string {
	if p := os.Getenv("TCK_LIVENESS"); p != "" {
		return p
	}
	p, _ := exec.LookPath("tck-liveness")
	return p
}

// runTCK runs tck-liveness on text with labels and returns CYCLE.
func runTCK(t *testing.T, bin, text string, each bool, labels []string) bool {
	t.Helper()
	path := filepath.Join(t.TempDir(), "model.tck")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	alg := "ndfs"
	if each {
		alg = "couvscc"
	}
	out, err := exec.Command(bin, "-a", alg, "-l", strings.Join(labels, ","), path).CombinedOutput()
	if err != nil {
		t.Fatalf("tck-liveness: %v\n%s", err, out)
	}
	switch {
	case strings.Contains(string(out), "CYCLE true"):
		return true
	case strings.Contains(string(out), "CYCLE false"):
		return false
	}
	t.Fatalf("tck-liveness says neither CYCLE true nor false:\n%s", out)
	return false
}

func TestAgainstTChecker(t *testing.T) {
	bin := tckLiveness()
	recording := os.Getenv("DELOREAN_RECORD_TCK") != ""
	if recording && bin == "" {
		t.Fatal("DELOREAN_RECORD_TCK needs tck-liveness on $PATH or in $TCK_LIVENESS")
	}
	var rec map[string]verdicts
	if !recording {
		rec = readRecord(t)
	}
	long := os.Getenv("DELOREAN_LONG") != "" || recording
	var lines []string
	live := 0
	defer func() {
		// Says whether the peer ran (its verdicts equal to the record's,
		// checked above) or only the record was read.
		if bin != "" {
			t.Logf("tck-liveness at %s ran live on %d cases (twice each: with divergence and raw)", bin, live)
		} else {
			t.Logf("tck-liveness not on $PATH (nor $TCK_LIVENESS): the recorded verdicts of %s only", recordFile)
		}
	}()
	for _, c := range tckCases() {
		if !long && strings.HasSuffix(c.model, "-3.tck") {
			// Three processes: a few seconds in all, for make test-long.
			continue
		}
		text := c.labelled(t)
		var want verdicts
		if bin != "" {
			live++
			want.divergent = runTCK(t, bin, text+tickProcess, c.each, append(append([]string(nil), c.labels...), "liveness_tick"))
			want.raw = runTCK(t, bin, text, c.each, c.labels)
		}
		if !recording {
			r, ok := rec[c.name()]
			if !ok {
				t.Fatalf("%s: not in %s (record it: DELOREAN_RECORD_TCK=1)", c.name(), recordFile)
			}
			if bin != "" && r != want {
				t.Fatalf("%s: tck-liveness says %+v, %s says %+v", c.name(), want, recordFile, r)
			}
			want = r
		}
		lines = append(lines, fmt.Sprintf("%s | %v | %v", c.name(), want.divergent, want.raw))
		m := loadTCK(t, filepath.Base(c.model), text)
		for _, alg := range []Algorithm{NDFS, Couvreur} {
			o, err := CheckModel(m, &Property{Name: c.name(), Kind: Buchi, Labels: c.labels, Each: c.each}, Options{Algorithm: alg})
			if err != nil {
				t.Fatalf("%s, %v: %v", c.name(), alg, err)
			}
			if got := o.Verdict == Violated; got != want.divergent || o.Verdict == Unknown {
				t.Errorf("%s, %v: %s (%d states); tck-liveness with divergence: CYCLE %v", c.name(), alg, o.Verdict, o.States, want.divergent)
			}
		}
	}
	if recording {
		head := "# tck-liveness (TChecker d711ace) on each case: model, labels, algorithm |\n" +
			"# CYCLE of `tck-liveness -a ALG -l LABELS,liveness_tick` on the model with the labels added and tickProcess (tchecker_test.go) |\n" +
			"# CYCLE of `tck-liveness -a ALG -l LABELS` on the model with the labels added (Zeno runs count).\n" +
			"# Written by DELOREAN_RECORD_TCK=1 go test ./explore/liveness -run TestAgainstTChecker\n"
		if err := os.WriteFile(recordFile, []byte(head+strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
