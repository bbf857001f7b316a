package predict_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/explore/predict"
	"github.com/delorean-mc/delorean/ta"
)

// answers are clocks whose constraints hold as a table says; they count
// the questions and note the resets.
type answers struct {
	holds  map[ta.ClockAtom]bool
	asked  int
	resets []int
}

func (a *answers) Holds(x ta.ClockAtom) bool { a.asked++; return a.holds[x] }
func (a *answers) Reset(x int)               { a.resets = append(a.resets, x) }

// choose picks factor option f, and a random value's lowest.
type choose struct{ f int }

func (c choose) ChooseFactor(_, _ int) int      { return c.f }
func (c choose) ChooseRandom(lo, _ int64) int64 { return lo }

// atom is the one constraint the runs ask.
var atom = ta.ClockAtom{X: 1, Y: -1, Op: ta.OpGe, C: 5}

// clocks are clocks on which atom holds or not.
func clocks(holds bool) *answers { return &answers{holds: map[ta.ClockAtom]bool{atom: holds}} }

// run is a stimulus's run as the interpreter would make it: it asks one
// clock constraint, resets clock 1 if it holds, and picks one of three
// options of factor 0; its successor's one variable is 10 (constraint
// true) or 20 (false) plus the option.
func run(clk ta.Clocks, ch ta.Chooser) ta.State {
	v := int64(20)
	if clk.Holds(atom) {
		clk.Reset(1)
		v = 10
	}
	return ta.State{Vals: []int64{v + int64(ch.ChooseFactor(0, 3))}}
}

// A recorded run is predicted for exactly the answers and choices it
// was recorded with, applying its resets; others are not seen until
// recorded; recording a path again finds it whole.
func TestRecordedRunsPredicted(t *testing.T) {
	p := predict.New(1)
	tr := p.TreesOf([]byte{1})
	if p.TreesOf([]byte{1}) != tr {
		t.Fatal("the same discrete state has two sets of trees")
	}
	root := tr.Root(0)
	src := ta.State{Vals: []int64{0}}
	record := func(holds bool, f int) *predict.Outcome {
		rec := p.Record(root, clocks(holds), choose{f})
		st := run(rec, rec)
		return rec.Finish(&st, []byte{byte(st.Vals[0])}, &src, &ta.Effects{}, nil)
	}
	if root.Predict(clocks(true), choose{2}) != nil {
		t.Fatal("a run predicted from an empty tree")
	}
	a := record(true, 2)
	if a.State().Vals[0] != 12 || a.Same() || a.Err() != nil || !slices.Equal(a.Disc(), []byte{12}) {
		t.Fatalf("recorded outcome %v, same %v, err %v, disc %v; want 12, false, nil, [12]", a.State().Vals, a.Same(), a.Err(), a.Disc())
	}
	clk := clocks(true)
	if got := root.Predict(clk, choose{2}); got != a {
		t.Fatal("the recorded run is not predicted")
	}
	if clk.asked != 1 || !slices.Equal(clk.resets, []int{1}) {
		t.Fatalf("the prediction asked %d questions and reset %v; the run asks 1 and resets [1]", clk.asked, clk.resets)
	}
	if root.Predict(clocks(false), choose{2}) != nil || root.Predict(clocks(true), choose{0}) != nil {
		t.Fatal("a run with other answers or choices predicted before it was recorded")
	}
	b := record(false, 0)
	if b.State().Vals[0] != 20 || p.Leaves() != 2 {
		t.Fatalf("second run: %v, %d leaves; want 20, 2", b.State().Vals, p.Leaves())
	}
	if root.Predict(clocks(false), choose{0}) != b || root.Predict(clocks(true), choose{2}) != a {
		t.Fatal("the two recorded runs are not both predicted")
	}
	if record(true, 2) != a || p.Leaves() != 2 {
		t.Fatal("a path recorded again is not found whole")
	}
	if p.Bytes() <= 0 || p.Nodes() == 0 {
		t.Fatalf("%d bytes, %d nodes after three recordings", p.Bytes(), p.Nodes())
	}
	p.Drop()
	if p.Bytes() != 0 || p.TreesOf([]byte{1}) == tr {
		t.Fatal("the recordings outlive Drop")
	}
}

// An expansion's recording becomes a tree by its obligations: its
// actions in order, split at its questions, ending in the counts; the
// same expansion again adds nothing, a different one for the same
// answers is refused, and other answers branch.
func TestRecordedExpansions(t *testing.T) {
	p := predict.New(1)
	tr := p.TreesOf([]byte{1})
	src := ta.State{Vals: []int64{0}}
	rec := p.Record(tr.Root(0), clocks(false), choose{1})
	st := run(rec, rec)
	out := rec.Finish(&st, []byte{21}, &src, &ta.Effects{}, nil)
	delay := p.SetDelay(tr, &src, []byte{0})
	if tr.Delay() != delay || p.SetDelay(tr, &st, []byte{9}) != delay {
		t.Fatal("the successor by time passing is not recorded once")
	}
	var log predict.Recording
	expansion := func(choice int, delays bool) *predict.Recording {
		log.Start()
		log.Begin()
		log.Emit(0, out, nil, nil, []int{choice}, []bool{true})
		log.Delay(delays)
		if delays {
			log.Emit(-1, delay, nil, nil, nil, []bool{true})
		}
		return &log
	}
	if err := p.InsertExpansion(tr, 1, expansion(1, true), 2, 1); err != nil {
		t.Fatal(err)
	}
	r := tr.Expansions(1)
	if r == nil || r.Obs() != 1 || tr.Expansions(0) != nil {
		t.Fatal("the expansion is not kept by its obligations")
	}
	n := r.First()
	if n.Kind != predict.XDelay || len(n.Acts) != 2 || n.Acts[0].Op != predict.OpBegin {
		t.Fatalf("first stretch: kind %d, %d actions; want a delay question after 2", n.Kind, len(n.Acts))
	}
	if e := n.Acts[1]; e.Op != predict.OpEmit || e.X != 0 || e.Obs != 1 || e.Emit.Out != out || !slices.Equal(e.Disc, []byte{21}) || !slices.Equal(e.Emit.Choices, []int{1}) {
		t.Fatalf("the successor's action %+v", e)
	}
	end := n.Next(true)
	if n.Next(false) != nil || end == nil || end.Kind != predict.XEnd || end.Runs != 2 || end.Stims != 1 ||
		len(end.Acts) != 1 || end.Acts[0].X != -1 || end.Acts[0].Emit.Out != delay {
		t.Fatal("the stretch after time may pass is not the delay's successor and the end")
	}
	// The recording's buffers are the worker's; the tree keeps its own.
	expansion(2, true)
	if !slices.Equal(n.Acts[1].Emit.Choices, []int{1}) {
		t.Fatal("the tree shares the recording's choices")
	}
	if err := p.InsertExpansion(tr, 1, expansion(1, true), 2, 1); err != nil || p.Paths() != 1 {
		t.Fatalf("the same expansion again: %v, %d paths", err, p.Paths())
	}
	if err := p.InsertExpansion(tr, 1, expansion(2, true), 2, 1); !errors.Is(err, predict.ErrReplay) {
		t.Fatalf("another expansion for the same answers: %v, want ErrReplay", err)
	}
	if err := p.InsertExpansion(tr, 1, expansion(1, false), 1, 1); err != nil || p.Paths() != 2 {
		t.Fatalf("the other answer: %v, %d paths", err, p.Paths())
	}
	if e := n.Next(false); e == nil || e.Kind != predict.XEnd || e.Runs != 1 || len(e.Acts) != 0 {
		t.Fatal("the other answer's branch")
	}
	if err := p.InsertExpansion(tr, 2, expansion(1, true), 2, 1); err != nil || tr.Expansions(2) == nil || tr.Expansions(1) != r {
		t.Fatal("a second set of obligations")
	}
}

func TestObsMask(t *testing.T) {
	obs := []bool{true, false, true}
	if m := predict.ObsMask(obs); m != 5 {
		t.Fatalf("mask %b, want 101", m)
	}
	got := make([]bool, 3)
	predict.SetObs(got, 5)
	if !slices.Equal(got, obs) {
		t.Fatalf("SetObs(5) = %v", got)
	}
}
