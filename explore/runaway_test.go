package explore

import (
	"testing"

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
