package explore

import (
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// A lifted trace does not fire another loop's schedule before the loop's
// own step at the same instant: the whole program's shortest trace to the
// runaway is the motion alone, at the start, though a schedule of the
// lights' loop is due then too.
func TestSplitLiftedTraceDefersSameInstant(t *testing.T) {
	p := loadSrc(t, `program due
device light: {Off, On}
event motion
rule tick every 12s { light = Off }
rule loopA on motion { run loopB }
rule loopB on call { run loopA }
`)
	m, err := NewModel(p, Config{Cal: ta.Calendar{Horizon: 30}})
	if err != nil {
		t.Fatal(err)
	}
	split, _, err := ExploreReport(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	whole, _, err := ExploreReport(m, Options{NoSplit: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(split.Loops) < 2 {
		t.Fatalf("the program explored as %d loops, want the lights and the motion apart", len(split.Loops))
	}
	if len(whole.Errors) != 1 || len(split.Errors) != 1 {
		t.Fatalf("%d runtime errors whole, %d split; want the runaway once", len(whole.Errors), len(split.Errors))
	}
	if w, s := len(whole.Errors[0].Trace), len(split.Errors[0].Trace); w != 1 || s != w {
		t.Errorf("the runaway's first trace has %d steps whole and %d split; want 1 (the motion)", w, s)
	}
}
