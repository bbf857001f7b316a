package regionsearch

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/randprog"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/ta"
)

// reachAgrees explores m with Explore and with Reach over NewRegions(m)
// and fails unless both find the same states (keys and wall clocks) in
// the same order, with the same parents and labels, and the same runtime
// errors as often. Regions is written from the semantics (the
// interpreter, observers, progress conditions, the region's delay), not
// from the workers, whose prediction and replay it does not share.
func reachAgrees(t *testing.T, name string, m *Model) (states, errs int) {
	t.Helper()
	res, err := Explore(m, Options{MaxStates: 200000})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !res.Complete {
		t.Logf("%s: too large to compare (%s)", name, res.StopReason)
		return 0, 0
	}
	sem := NewRegions(m)
	got, err := search.Reach(sem, 0)
	if err != nil {
		t.Fatalf("%s: Reach: %v", name, err)
	}
	if len(got.States) != res.Store.Len() {
		t.Fatalf("%s: Reach finds %d states, Explore %d", name, len(got.States), res.Store.Len())
	}
	var key []byte
	for i, s := range got.States {
		key = sem.Key(key, s)
		j := uint32(i)
		if string(key) != string(res.Store.Key(j)) || uint32(s.Reg.Int[ta.WallClock]) != res.Store.Wall(j) {
			t.Fatalf("%s: state %d differs: Reach %s", name, i, sem.Format(s))
		}
		wantParent := int(res.Store.Parent(j))
		if i == 0 {
			wantParent = -1
		}
		if got.Parent[i] != wantParent {
			t.Fatalf("%s: state %d: parent %d, Explore's %d", name, i, got.Parent[i], wantParent)
		}
		if i > 0 {
			l := res.Labels[res.Store.Label(j)]
			if gl := got.Labels[i]; gl.Stim != l.Stim || !slices.Equal(gl.Choices, l.Choices) {
				t.Fatalf("%s: state %d: label %v, Explore's %v", name, i, gl, l)
			}
		}
	}
	count := map[string]int64{}
	for _, e := range got.Errors {
		count[e.Err.Error()]++
	}
	want := map[string]int64{}
	for _, v := range res.Violations {
		if v.Err != nil {
			want[v.Err.Error()] += v.Count
		}
	}
	if fmt.Sprint(count) != fmt.Sprint(want) {
		t.Fatalf("%s: runtime errors (message: failing transitions)\nReach   %v\nExplore %v", name, count, want)
	}
	return len(got.States), len(got.Errors)
}

func TestReachAgreesWithExplore(t *testing.T) {
	compared := 0
	for _, c := range smallPrograms(t) {
		m, err := NewModel(c.prog, c.cfg)
		if err != nil {
			t.Fatal(err)
		}
		if n, _ := reachAgrees(t, c.name, m); n > 0 {
			compared++
		}
	}
	if compared < 10 {
		t.Errorf("only %d programs small enough to compare", compared)
	}
}

func TestReachAgreesOnRandomPrograms(t *testing.T) {
	rng := rand.New(rand.NewSource(24))
	var states, errs int
	for i := 0; i < 6; i++ {
		tc := randprog.Timed(rng)
		if i%3 == 0 {
			// A runaway (as in explore's differential matrix): rules
			// that run each other without end, a runtime error.
			tc.Src += "rule loopA on motion {\n    run loopB\n}\nrule loopB on call {\n    run loopA\n}\n"
		}
		p := loadSrc(t, tc.Src)
		props, err := ParseProperties("random.yaml", []byte(tc.Props), p)
		if err != nil {
			t.Fatal(err)
		}
		m, err := NewModel(p, Config{Cal: tc.Cal, Props: props})
		if err != nil {
			t.Fatal(err)
		}
		n, e := reachAgrees(t, fmt.Sprintf("random timed program %d", i), m)
		states, errs = states+n, errs+e
	}
	t.Logf("%d states, %d failing transitions compared", states, errs)
	if states == 0 || errs == 0 {
		t.Errorf("%d states, %d failing transitions: the comparison checks little", states, errs)
	}
}
