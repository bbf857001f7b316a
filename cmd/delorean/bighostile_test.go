package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// bigTCK is a valid TChecker model of about size bytes: processes of a
// hundred locations, three guarded edges out of each.
func bigTCK(size int) string {
	var sb strings.Builder
	sb.WriteString("system:big\n")
	for e := 0; e < 50; e++ {
		fmt.Fprintf(&sb, "event:e%d\n", e)
	}
	sb.WriteString("int:1:0:10:0:n\n")
	for p := 0; sb.Len() < size; p++ {
		fmt.Fprintf(&sb, "process:P%d\nclock:1:x%d\nlocation:P%d:l0{initial:}\n", p, p, p)
		for l := 1; l < 100; l++ {
			fmt.Fprintf(&sb, "location:P%d:l%d{invariant: x%d<=10}\n", p, l, p)
		}
		for l := 0; l < 100; l++ {
			for k := 0; k < 3; k++ {
				fmt.Fprintf(&sb, "edge:P%d:l%d:l%d:e%d{provided: x%d>=1 && n<10 : do: x%d=0; n=n+1}\n", p, l, (l+k+1)%100, (l+k)%50, p, p)
			}
		}
	}
	return sb.String()
}

// garbage is about size bytes of lines of words of every front end, the
// brackets on each line balanced (the nesting bound would refuse it at
// once otherwise).
func garbage(size int) string {
	words := strings.Fields(`if then else x = 1 foo bar : edge location ; && @ # "abc" <= process {a} (b) set output on off WHENEVER TURN`)
	r := rand.New(rand.NewPCG(41, 1))
	var sb strings.Builder
	for sb.Len() < size {
		for i, n := 0, 3+r.IntN(13); i < n; i++ {
			sb.WriteString(words[r.IntN(len(words)-2)] + " ")
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// Large hostile inputs, each under the 10 MB input limit, are rejected
// with exit 2 and a position within 10 s of CPU and 1 GiB of heap, and a
// valid 8 MB model is checked within 1 GiB (in about 12 s of CPU:
// lowering and checking 60,000 edges; issue 41: a 4.8 MB model took
// 1 GB, 8.8 MB of ELK garbage after a few rules 1.2 GB).
func TestLargeHostileInputs(t *testing.T) {
	if os.Getenv("DELOREAN_LONG") == "" {
		t.Skip("a minute of CPU: DELOREAN_LONG=1")
	}
	dir := t.TempDir()
	var elkRules strings.Builder
	for i := 1; i <= 10; i++ {
		fmt.Fprintf(&elkRules, "%d. WHENEVER Zone%d (Zn %d) BECOMES NOT SECURE\n   THEN TURN Light%d (Out %d) ON FOR 5 MINS\n", i, i, i, i, i)
	}
	model := bigTCK(8 << 20)
	cases := []struct {
		name, src string
		code      int
	}{
		{"garbage.tck", garbage(8800 << 10), exitBadInput},
		{"garbage.elk", garbage(8800 << 10), exitBadInput},
		{"rules-then-garbage.elk", elkRules.String() + garbage(8800<<10), exitBadInput},
		{"model-then-garbage.tck", model[:4000] + "\n" + garbage(4<<20), exitBadInput},
		{"late-error.tck", model + "edge:P0:l0:nowhere:e0\n", exitBadInput},
		{"valid.tck", model, exitOK},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := filepath.Join(dir, c.name)
			if err := os.WriteFile(f, []byte(c.src), 0o644); err != nil {
				t.Fatal(err)
			}
			cpu0 := cpuTime()
			peak := watchHeap()
			out, code, panicked := runMain("check", f, "--quiet")
			heap, cpu := peak(), cpuTime()-cpu0
			t.Logf("%d MB: exit %d, %v CPU, heap %d MiB", len(c.src)>>20, code, cpu.Round(time.Millisecond), heap>>20)
			if panicked != "" || code != c.code {
				t.Errorf("exit %d, want %d: %s%.500s", code, c.code, panicked, out)
			}
			if c.code == exitBadInput && !regexp.MustCompile(regexp.QuoteMeta(c.name)+`:\d+:\d+: `).MatchString(out) {
				t.Errorf("no position in:\n%.500s", out)
			}
			if (c.code == exitBadInput && cpu > 10*time.Second) || heap > maxBadHeap {
				t.Errorf("%v of CPU and a heap of %d MiB, want at most 10 s (for a refusal) and 1 GiB", cpu, heap>>20)
			}
		})
	}
}
