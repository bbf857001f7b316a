package explore_test

import (
	"math/big"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
)

// A replay checks the conditions that must hold while time passes, not
// only at the delay's ends: an urgent condition reached at an instant
// strictly inside the delay, or a progress condition false in its
// middle, makes the step impossible. Before, a trace that waited through
// either replayed (the urgent condition was only evaluated before the
// delay, progress only after it).
func TestReplayChecksDuringDelay(t *testing.T) {
	for _, c := range []struct {
		name, src string
		at        int64
		want      string // "" replays
	}{
		{"urgent reached inside", "clock x = 0s\nvar done: bool\nevent Go\nurgent x >= 5s && !done\nrule R on Go { done = true }\n", 7, "urgent condition holds"},
		{"urgent reached at the step", "clock x = 0s\nvar done: bool\nevent Go\nurgent x >= 5s && !done\nrule R on Go { done = true }\n", 5, ""},
		{"urgent just after a strict bound", "clock x = 0s\nvar done: bool\nevent Go\nurgent x > 5s && !done\nrule R on Go { done = true }\n", 6, ""},
		{"urgent strict, past the next constant", "clock x = 0s\nvar done: bool\nevent Go\nurgent x > 5s && !done\nurgent x > 10s && !done\nrule R on Go { done = true }\n", 11, "urgent condition holds"},
		{"progress false in the middle", "clock x = 0s\nvar done: bool\nevent Go\nprogress x <= 2s || x >= 4s || done\nrule R on Go { done = true }\n", 5, "progress condition is violated"},
		{"progress true throughout", "clock x = 0s\nvar done: bool\nevent Go\nprogress x <= 2s || x >= 4s || done\nrule R on Go { done = true }\n", 2, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := frontends.LoadSource("d.ta", []byte(c.src))
			if err != nil {
				t.Fatal(err)
			}
			m, err := explore.NewModel(p, explore.Config{})
			if err != nil {
				t.Fatal(err)
			}
			stim := -1
			for i, s := range p.Stimuli() {
				if s.Name == "Go" {
					stim = i
				}
			}
			_, err = explore.Replay(m, []explore.ReplayStep{{At: big.NewRat(c.at, 1), Stim: stim}}, nil, nil)
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("does not replay: %v", err)
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
				t.Fatalf("replay error %v, want one saying %q", err, c.want)
			}
		})
	}
}
