package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// The two standard timed-automata benchmarks the zone engine is measured
// against TChecker on (issue 25), written here from the protocols'
// textbook descriptions in TChecker's file format (the format our
// frontends/tck reads), so that the bench needs nothing from TChecker's
// repository: the same files go to tck-reach and to delorean.

// fischerK is Fischer's delay: a process waits more than K after writing
// id, and writes it at most K after it saw id free.
const fischerK = 10

// CSMA/CD's constants as in the usual benchmark (Tripakis and Yovine's
// Kronos case study, also UPPAAL's): lambda is the time a whole frame
// takes, sigma the propagation delay within which a collision is seen.
const (
	csmaLambda = 808
	csmaSigma  = 26
)

// fischerModel is Fischer's mutual exclusion protocol for n processes
// sharing one variable id (0: free). Process p: from idle, when id is 0,
// it requests (its clock reset) and must write id := p within K; then it
// waits, and enters its critical section if id is still p after more than
// K; it retries when id is 0 again; leaving the critical section frees id.
func fischerModel(n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Fischer's mutual exclusion protocol, %d processes, delay %d\n", n, fischerK)
	fmt.Fprintf(&b, "# (written by DeLorean's internal/benchcmp from the textbook protocol).\n")
	fmt.Fprintf(&b, "system:fischer_%d_%d\n\nevent:tau\n\nint:1:0:%d:0:id\n", n, fischerK, n)
	for p := 1; p <= n; p++ {
		x := fmt.Sprintf("x%d", p)
		proc := fmt.Sprintf("P%d", p)
		fmt.Fprintf(&b, "\nprocess:%s\nclock:1:%s\n", proc, x)
		for _, loc := range []string{"A{initial:}", fmt.Sprintf("req{invariant:%s<=%d}", x, fischerK), "wait{}", fmt.Sprintf("cs{labels:cs%d}", p)} {
			fmt.Fprintf(&b, "location:%s:%s\n", proc, loc)
		}
		edge := func(from, to, attrs string) { fmt.Fprintf(&b, "edge:%s:%s:%s:tau{%s}\n", proc, from, to, attrs) }
		edge("A", "req", fmt.Sprintf("provided:id==0 : do:%s=0", x))
		edge("req", "wait", fmt.Sprintf("provided:%s<=%d : do:%s=0;id=%d", x, fischerK, x, p))
		edge("wait", "req", fmt.Sprintf("provided:id==0 : do:%s=0", x))
		edge("wait", "cs", fmt.Sprintf("provided:%s>%d&&id==%d", x, fischerK, p))
		edge("cs", "A", "do:id=0")
	}
	return b.String()
}

// csmaModel is the CSMA/CD protocol (carrier sense, multiple access with
// collision detection) for n stations on one bus.
//
// The bus is idle until a station begins sending (its clock y reset); it
// is then active. A second begin within sigma is a collision; after sigma
// the bus tells every other station it is busy; the sender's end makes it
// idle again. After a collision the bus broadcasts the collision signal to
// every station within sigma. TChecker's format has no broadcast, so the
// bus sends cd1, cd2, ... cdn one after the other from a committed
// location (no time passes), counting with j, and returns to idle.
//
// A station waits; it begins sending (clock x reset), or hears busy or a
// collision and goes to retry. Sending takes exactly lambda unless a
// collision is heard within sigma. A retrying station sends again, or
// hears busy or a collision again, within 2 sigma.
func csmaModel(n int) string {
	l, s := csmaLambda, csmaSigma
	var b strings.Builder
	fmt.Fprintf(&b, "# CSMA/CD, %d stations, lambda %d, sigma %d\n", n, l, s)
	fmt.Fprintf(&b, "# (written by DeLorean's internal/benchcmp from the textbook protocol).\n")
	fmt.Fprintf(&b, "system:csmacd_%d_%d_%d\n\n", n, l, s)
	for _, e := range []string{"tau", "begin", "busy", "end", "cd"} {
		fmt.Fprintf(&b, "event:%s\n", e)
	}
	for p := 1; p <= n; p++ {
		fmt.Fprintf(&b, "event:cd%d\n", p)
	}
	b.WriteString("\nprocess:Bus\n")
	fmt.Fprintf(&b, "int:1:1:%d:1:j\nclock:1:y\n", n+1)
	fmt.Fprintf(&b, "location:Bus:Idle{initial:}\nlocation:Bus:Active{}\n")
	fmt.Fprintf(&b, "location:Bus:Collision{invariant:y<%d}\nlocation:Bus:Loop{committed:}\n", s)
	bus := func(from, to, ev, attrs string) { fmt.Fprintf(&b, "edge:Bus:%s:%s:%s{%s}\n", from, to, ev, attrs) }
	bus("Idle", "Active", "begin", "do:y=0")
	bus("Active", "Collision", "begin", fmt.Sprintf("provided:y<%d : do:y=0", s))
	bus("Active", "Active", "busy", fmt.Sprintf("provided:y>=%d", s))
	bus("Active", "Idle", "end", "do:y=0")
	bus("Collision", "Loop", "tau", fmt.Sprintf("provided:y<%d : do:j=1", s))
	for p := 1; p <= n; p++ {
		bus("Loop", "Loop", fmt.Sprintf("cd%d", p), fmt.Sprintf("provided:j==%d : do:j=j+1", p))
	}
	bus("Loop", "Idle", "tau", fmt.Sprintf("provided:j==%d&&y<%d : do:y=0;j=1", n+1, s))
	for p := 1; p <= n; p++ {
		st, x := fmt.Sprintf("Station%d", p), fmt.Sprintf("x%d", p)
		fmt.Fprintf(&b, "\nprocess:%s\nclock:1:%s\n", st, x)
		fmt.Fprintf(&b, "location:%s:Wait{initial:}\n", st)
		fmt.Fprintf(&b, "location:%s:Start{invariant:%s<=%d}\n", st, x, l)
		fmt.Fprintf(&b, "location:%s:Retry{invariant:%s<%d}\n", st, x, 2*s)
		edge := func(from, to, ev, guard string) {
			attrs := "do:" + x + "=0"
			if guard != "" {
				attrs = "provided:" + guard + " : " + attrs
			}
			fmt.Fprintf(&b, "edge:%s:%s:%s:%s{%s}\n", st, from, to, ev, attrs)
		}
		retry := fmt.Sprintf("%s<%d", x, 2*s)
		edge("Wait", "Start", "begin", "")
		edge("Wait", "Retry", "busy", "")
		edge("Wait", "Wait", "cd", "")
		edge("Wait", "Retry", "cd", "")
		edge("Start", "Wait", "end", fmt.Sprintf("%s==%d", x, l))
		edge("Start", "Retry", "cd", fmt.Sprintf("%s<%d", x, s))
		edge("Retry", "Start", "begin", retry)
		edge("Retry", "Retry", "busy", retry)
		edge("Retry", "Retry", "cd", retry)
		for _, ev := range []string{"begin", "busy", "end"} {
			fmt.Fprintf(&b, "sync:Bus@%s:%s@%s\n", ev, st, ev)
		}
		fmt.Fprintf(&b, "sync:Bus@cd%d:%s@cd\n", p, st)
	}
	return b.String()
}

// tckModel is one generated model: its name and file name.
type tckModel struct {
	Name, File string
}

// writeModels writes Fischer N = fischer[0]..fischer[1] and CSMA/CD N =
// csma[0]..csma[1] into dir and returns them in that order.
func writeModels(dir string, fischer, csma [2]int) ([]tckModel, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var out []tckModel
	add := func(name, file, text string) error {
		path := filepath.Join(dir, file)
		out = append(out, tckModel{Name: name, File: path})
		return os.WriteFile(path, []byte(text), 0o644)
	}
	for n := fischer[0]; n <= fischer[1]; n++ {
		if err := add(fmt.Sprintf("Fischer N=%d", n), fmt.Sprintf("fischer-%d.tck", n), fischerModel(n)); err != nil {
			return nil, err
		}
	}
	for n := csma[0]; n <= csma[1]; n++ {
		if err := add(fmt.Sprintf("CSMA/CD N=%d", n), fmt.Sprintf("csmacd-%d.tck", n), csmaModel(n)); err != nil {
			return nil, err
		}
	}
	return out, nil
}
