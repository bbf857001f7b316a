package model_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/testprog"
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/ta"
)

// Two runs of three steps each, a scheduler picking which goes on (an
// order choice) until both are done; the run that finishes last sets
// last. Its C(6,3) = 20 orders end in two states.
const interleaved = `program m
var a: 0..3
var b: 0..3
var last: 0..2
event E
rule go on E { run pick }
rule pick on call {
  if a < 3 && (b == 3 || random 0..1 == 1) {
    a = a + 1
    if a == 3 {
      last = 1
    }
    run pick
  } else {
    if b < 3 {
      b = b + 1
      if b == 3 {
        last = 2
      }
      run pick
    }
  }
}
`

// enumerate runs stimulus 0 of p from its initial state every way the
// odometer takes, and returns the outcomes of the runs that ended (as
// "a b last"), how many runs it made, and how many were cut short.
func enumerate(t *testing.T, p *ta.Program, memo bool) (outcomes []string, runs, cut int) {
	t.Helper()
	m, err := model.NewModel(p, model.Config{})
	if err != nil {
		t.Fatal(err)
	}
	m.Mach.NoMemo = !memo
	r := m.Mach.NewRunner()
	eff := ta.NewEffects(p)
	var odo model.Odometer
	odo.Reset()
	for {
		odo.Rewind()
		st := m.Mach.Initial()
		clk := &model.RegionClocks{Model: m, Region: m.Layout.NewRegion()}
		err := r.Fire(&st, clk, 0, &odo, eff)
		runs++
		switch {
		case errors.Is(err, ta.ErrSeen):
			cut++
		case err != nil:
			t.Fatal(err)
		default:
			if o := fmt.Sprint(st.Vals); !slices.Contains(outcomes, o) {
				outcomes = append(outcomes, o)
			}
		}
		if !odo.Next() {
			break
		}
	}
	slices.Sort(outcomes)
	return outcomes, runs, cut
}

// The memo (ta.Memo, Odometer.Seen) cuts short the runs that come to a
// point an earlier run came to in another order, and the outcomes are
// those of every order: here the points are the (a, b) the two runs
// reach, each gone on from once.
func TestMemoKeepsEveryOutcome(t *testing.T) {
	p := testprog.LoadOrders(t, interleaved)
	whole, runs, cut := enumerate(t, p, false)
	// By hand: the orders of three a-steps and three b-steps.
	if runs != 20 || cut != 0 {
		t.Fatalf("without the memo: %d runs, %d cut; want the 20 orders", runs, cut)
	}
	if want := []string{"[3 3 1]", "[3 3 2]"}; !slices.Equal(whole, want) {
		t.Fatalf("without the memo the outcomes are %v, want %v", whole, want)
	}
	got, mruns, mcut := enumerate(t, p, true)
	if !slices.Equal(got, whole) {
		t.Errorf("with the memo the outcomes are %v, want %v", got, whole)
	}
	// Each (a, b) short of (3, 3) after the first step is reached by a
	// first run and gone on from (two ways where both are short of 3);
	// a run that reaches it otherwise stops there.
	t.Logf("with the memo: %d runs, %d cut short", mruns, mcut)
	if mruns >= runs || mcut == 0 {
		t.Errorf("with the memo: %d runs, %d cut short; want fewer than %d", mruns, mcut, runs)
	}
}

// A run that runs out of the interpreter's runs after an order choice,
// with no point repeated (a counter goes up), ends the enumeration of the
// stimulus (Abandons); a plain random's does not.
func TestAbandonsRunawayOrders(t *testing.T) {
	src := "program r\nvar n: 0..100000\nevent E\nrule go on E { run pick }\n" +
		"rule pick on call {\n  if random 0..1 == 0 {\n    n = n + 1\n    run pick\n  }\n}\n"
	for _, order := range []bool{true, false} {
		p := testprog.LoadSrc(t, src)
		if order {
			p = testprog.LoadOrders(t, src)
		}
		m, err := model.NewModel(p, model.Config{})
		if err != nil {
			t.Fatal(err)
		}
		st := m.Mach.Initial()
		eff := ta.NewEffects(p)
		var odo model.Odometer
		odo.Reset()
		err = m.Mach.NewRunner().Fire(&st, &model.RegionClocks{Model: m, Region: m.Layout.NewRegion()}, 0, &odo, eff)
		if !ta.RanOutOfRuns(err) {
			t.Fatalf("order %v: %v, want a run out of runs", order, err)
		}
		if got := model.Abandons(err, eff); got != order {
			t.Errorf("order %v: Abandons %v", order, got)
		}
		if order != strings.Contains(err.Error(), "its other orders are not explored") {
			t.Errorf("order %v: %q should say whether the other orders are explored", order, err)
		}
		if model.Abandons(err, eff) {
			odo.Abandon()
		}
		if odo.Next() != !order {
			t.Errorf("order %v: after the runaway, another combination: %v", order, !order)
		}
	}
}
