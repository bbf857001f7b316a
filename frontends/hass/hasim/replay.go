package hasim

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
)

// Step is one step of a trace to replay, at At ticks since the start:
// the environment setting Entity to Value, or, with Entity empty, one of
// the events that fire by themselves (a delay's end, a timeout, a for:
// timer, a time of day) due then.
type Step struct {
	At     int64
	Entity string
	Value  string
	// Name is what the trace calls the step (for messages).
	Name string
	// Factors are states of entities nothing watches, as the step saw
	// them: they are set, silently, before it.
	Factors map[string]string
	// Idle says the step may fire nothing here: it changed nothing in the
	// trace (a schedule of the model whose trigger Home Assistant has
	// not attached then, such as a wait's time while nothing waits).
	Idle bool
}

// Outcome is what a replay did.
type Outcome struct {
	// States are every entity's state after each step.
	States []map[string]string
	// Fired are, for each step that fires by itself, the names of the
	// events it fired (nil for the environment's steps).
	Fired [][]string
	// Extra are events the simulation fired that did something and that
	// no step of the trace is: due before a step's time.
	Extra []Extra
	// Missing are the steps that fire by themselves for which nothing
	// was due at their time.
	Missing []int
	// Log is the simulation's log.
	Log []string
	// Exhausted says the search for choices that agree gave up at its
	// bound (replayBudget replays) before it tried every one.
	Exhausted bool
}

// Extra is an event fired between steps.
type Extra struct {
	Before int // the step it came before
	At     int64
	Names  []string
}

// Replay runs a trace's steps in order on a new simulation. Before each
// step every event due before its time fires (Outcome.Extra lists those
// that did something); a step that fires by itself fires one of the
// events due at its time (or, with Idle, possibly none). Several events
// due at one instant fire in an order Home Assistant does not fix
// (asyncio's timer heap orders them by time only), and with
// Options.Yields the devices that runs wait for in one instant answer in
// any order, so the replay looks for choices under which agree says every
// step's states are the trace's, trying first the events named most like
// the step; without such choices it reports the choices that went
// furthest. agree nil takes the first event and the first device each
// time.
func Replay(f *config.File, opt Options, steps []Step, agree func(i int, states map[string]string) bool) (*Outcome, error) {
	r := &replayer{f: f, opt: opt, steps: steps, agree: agree, budget: replayBudget}
	if _, err := r.search(nil); err != nil {
		return nil, err
	}
	out, err := r.play(r.best)
	if out != nil {
		out.Exhausted = r.budget < 0
	}
	return out, err
}

// replayBudget bounds the replays one search tries.
const replayBudget = 5000

// replayer searches the choices of a replay.
type replayer struct {
	f      *config.File
	opt    Options
	steps  []Step
	agree  func(int, map[string]string) bool
	best   []choice // the choices that went furthest
	budget int      // replays left to try
}

// choice is what a step of a replay chose: the event it fired (-1: the
// environment's change, or none) and which waiting device answered at
// each point of its instant where several could (the index among them,
// in the order they were called).
type choice struct {
	event int
	picks []int
}

// picker enumerates the answers of one step's devices, as an odometer:
// the first run takes the first device everywhere, each next run
// advances the last point that has another.
type picker struct {
	picks, sizes []int
	pos          int
}

func (p *picker) pick(n int) int {
	if p.pos < len(p.picks) {
		k := p.picks[p.pos]
		p.pos++
		return min(k, n-1)
	}
	p.picks, p.sizes = append(p.picks, 0), append(p.sizes, n)
	p.pos++
	return 0
}

func (p *picker) next() bool {
	for k := len(p.picks) - 1; k >= 0; k-- {
		if p.picks[k]+1 < p.sizes[k] {
			p.picks[k]++
			p.picks, p.sizes = p.picks[:k+1], p.sizes[:k+1]
			return true
		}
	}
	return false
}

// options are the choices at step i after the simulation s reached it:
// the events due then, most like the step first, and -1 (none) for a
// step that may be idle.
func (r *replayer) options(s *Sim, i int) []int {
	st := r.steps[i]
	if st.Entity != "" {
		return []int{-1}
	}
	due := s.DueAt(st.At)
	opts := make([]int, len(due))
	for k := range due {
		opts[k] = k
	}
	sort.SliceStable(opts, func(a, b int) bool {
		return likeness(due[opts[a]].Names, st.Name) > likeness(due[opts[b]].Names, st.Name)
	})
	if st.Idle {
		opts = append(opts, -1)
	}
	return opts
}

// search extends choices (a prefix that agrees) to the whole trace; it
// reports whether it could.
func (r *replayer) search(choices []choice) (bool, error) {
	if len(choices) > len(r.best) {
		r.best = append([]choice(nil), choices...)
	}
	i := len(choices)
	if i == len(r.steps) {
		return true, nil
	}
	s, out, err := r.prefix(choices, nil, nil)
	if err != nil {
		return false, err
	}
	s.advance(r.steps[i].At, i, out)
	if len(out.Extra) > 0 && r.agree != nil {
		return false, nil
	}
	opts := r.options(s, i)
	if len(opts) == 0 {
		return false, nil
	}
	for _, k := range opts {
		if r.agree == nil {
			return r.search(append(choices, choice{event: k}))
		}
		p := &picker{}
		for {
			if r.budget--; r.budget < 0 {
				return false, nil
			}
			p.pos = 0
			alt, out, err := r.prefix(choices, &choice{event: k}, p)
			if err != nil {
				return false, err
			}
			if len(out.Extra) == 0 && r.agree(i, alt.States()) {
				next := append(append([]choice(nil), choices...), choice{event: k, picks: slices.Clone(p.picks)})
				if ok, err := r.search(next); ok || err != nil {
					return ok, err
				}
			}
			if !p.next() {
				break
			}
		}
	}
	return false, nil
}

// prefix replays the first len(choices) steps with the events and
// answers chosen, then step len(choices) with last's event, when given,
// and the answers of p (which records the points it meets past those it
// has).
func (r *replayer) prefix(choices []choice, last *choice, p *picker) (*Sim, *Outcome, error) {
	s, err := New(r.f, r.opt)
	if err != nil {
		return nil, nil, err
	}
	out := &Outcome{}
	for i, c := range choices {
		if err := r.step(s, i, c, nil, out); err != nil {
			return nil, nil, err
		}
	}
	if last != nil {
		if err := r.step(s, len(choices), *last, p, out); err != nil {
			return nil, nil, err
		}
	}
	return s, out, nil
}

// step plays step i with choice c (its device answers through p when
// given, else as c says, then the first).
func (r *replayer) step(s *Sim, i int, c choice, p *picker, out *Outcome) error {
	st := r.steps[i]
	if st.At < s.now {
		return fmt.Errorf("step %d (%s) at %d ticks comes before step %d's time", i+1, st.Name, st.At, i)
	}
	s.advance(st.At, i, out)
	if p == nil {
		p = &picker{picks: c.picks}
	}
	s.pick = p.pick
	defer func() { s.pick = nil }()
	for e, v := range st.Factors {
		s.states[e] = v
	}
	k := c.event
	switch {
	case st.Entity != "":
		s.Set(st.Entity, st.Value)
		out.Fired = append(out.Fired, nil)
	case k >= 0:
		due := s.DueAt(st.At)
		if k >= len(due) {
			return fmt.Errorf("step %d: no event %d due", i+1, k)
		}
		s.Fire(due[k])
		out.Fired = append(out.Fired, due[k].Names)
	default:
		if !st.Idle && len(s.DueAt(st.At)) == 0 {
			out.Missing = append(out.Missing, i)
		}
		out.Fired = append(out.Fired, []string{})
	}
	out.States = append(out.States, s.States())
	if s.Runaway {
		return fmt.Errorf("step %d (%s): runs trigger each other without end", i+1, st.Name)
	}
	return nil
}

// play replays the whole trace with the choices given, the first option
// for the steps past them.
func (r *replayer) play(choices []choice) (*Outcome, error) {
	s, err := New(r.f, r.opt)
	if err != nil {
		return nil, err
	}
	out := &Outcome{}
	for i := range r.steps {
		c := choice{event: -1}
		if i < len(choices) {
			c = choices[i]
		} else {
			s.advance(r.steps[i].At, i, out)
			if opts := r.options(s, i); len(opts) > 0 {
				c.event = opts[0]
			}
		}
		if err := r.step(s, i, c, nil, out); err != nil {
			return nil, err
		}
	}
	out.Log = s.Log
	return out, nil
}

// likeness is how long a prefix the step's name shares with the
// closest of an event's names (most for the same name).
func likeness(names []string, step string) int {
	best := 0
	for _, n := range names {
		if n == step {
			return 1 << 20
		}
		k := 0
		for k < len(n) && k < len(step) && n[k] == step[k] {
			k++
		}
		best = max(best, k)
	}
	return best
}

// advance fires what is due before tick t, recording what did something
// (changed a state, started, resumed or ended a run).
func (s *Sim) advance(t int64, before int, out *Outcome) {
	for {
		due := s.Due()
		if len(due) == 0 || due[0].At >= t {
			break
		}
		n := s.effects
		s.Fire(due[0])
		if s.effects > n {
			out.Extra = append(out.Extra, Extra{Before: before, At: due[0].At, Names: due[0].Names})
		}
	}
	s.now = max(s.now, t)
}

// String is the outcome in words, for messages.
func (o *Outcome) String() string {
	var b strings.Builder
	for i, st := range o.States {
		fmt.Fprintf(&b, "  after step %d:", i+1)
		if o.Fired[i] != nil {
			fmt.Fprintf(&b, " (fired %s)", strings.Join(o.Fired[i], ", "))
		}
		for _, k := range sortedKeys(st) {
			fmt.Fprintf(&b, " %s=%s", k, st[k])
		}
		b.WriteByte('\n')
	}
	for _, e := range o.Extra {
		fmt.Fprintf(&b, "  before step %d, at %d ticks: %s\n", e.Before+1, e.At, strings.Join(e.Names, ", "))
	}
	return b.String()
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
