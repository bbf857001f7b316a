package explore

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/testprog"
	"github.com/delorean-mc/delorean/ta"
)

// A runaway is one error wherever it starts from: the rules run before
// the cycle (here the door's, whose number differs from state to state)
// must not move the position it is reported at (random program 300 of
// the differential matrix reported it twice, at loopA and at loopB).
func TestRunawayReportedOnce(t *testing.T) {
	p := loadSrc(t, `program runaway
device door: {Off, On}
device light: {Off, On}
event motion, opened, closed
rule r0 on change door { door = On }
rule r1 on motion {
    door = On
    door = Off
}
rule r2 on change light { door = On }
rule open on opened { door = On }
rule close on closed { door = Off }
rule loopA on motion { run loopB }
rule loopB on call { run loopA }
`)
	m, err := NewModel(p, Config{Cal: ta.Calendar{Horizon: 10}})
	if err != nil {
		t.Fatal(err)
	}
	for _, split := range []bool{false, true} {
		rep, _, err := ExploreReport(m, Options{NoSplit: !split})
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Errors) != 1 || rep.Errors[0].Message == "" {
			var msgs []string
			for _, e := range rep.Errors {
				msgs = append(msgs, e.Message)
			}
			t.Errorf("split %v: %d runtime errors %q, want the runaway once", split, len(rep.Errors), msgs)
		}
	}
}

// Runs started in one instant that trigger each other through a front
// end's scheduler (an order choice at every turn, ta.Random.Order): a
// cascade that comes back to where it was is a runaway found at its
// second turn, every other order of the instant explored; one that runs
// out of runs without coming back (a counter goes up) ends the
// exploration of the instant's orders (thousands of choices deep, each
// order another runaway), and says so. Both are reported once, and the
// search is quick: before, it tried the orders of 10,000 runs.
func TestRunawayOrders(t *testing.T) {
	for _, c := range []struct {
		name, body, msg string
	}{
		{"cycle", "n = 1 - n", "they come back to where they were"},
		{"counter", "n = n + 1", "its other orders are not explored"},
	} {
		src := "program r\ndevice light: {Off, On}\nvar n: 0..100000\nevent motion\n" +
			"rule go on motion { run pick }\n" +
			"rule pick on call {\n  if random 0..1 == 0 {\n    " + c.body + "\n    run pick\n  } else {\n    light = On\n    n = 0\n  }\n}\n"
		p := testprog.LoadOrders(t, src)
		m, err := NewModel(p, Config{Cal: ta.Calendar{Horizon: 2}})
		if err != nil {
			t.Fatal(err)
		}
		rep, _, err := ExploreReport(m, Options{NoSplit: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Errors) != 1 || !strings.Contains(rep.Errors[0].Message, c.msg) {
			var msgs []string
			for _, e := range rep.Errors {
				msgs = append(msgs, e.Message)
			}
			t.Errorf("%s: runtime errors %q, want one that says %q", c.name, msgs, c.msg)
		}
		if rep.Transitions > 100 {
			t.Errorf("%s: %d transitions", c.name, rep.Transitions)
		}
	}
}
