package hasim

import (
	"fmt"
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
// events due at its time (or, with Idle, possibly none), the first for
// which agree says the states after it are the trace's, else the first
// (several events due at one instant fire in an order Home Assistant
// does not fix: asyncio's timer heap orders them by time only).
func Replay(f *config.File, opt Options, steps []Step, agree func(i int, states map[string]string) bool) (*Outcome, error) {
	s, err := New(f, opt)
	if err != nil {
		return nil, err
	}
	var choices []int
	out := &Outcome{}
	for i, st := range steps {
		if st.At < s.now {
			return nil, fmt.Errorf("step %d (%s) at %d ticks comes before step %d's time", i+1, st.Name, st.At, i)
		}
		s.advance(st.At, i, out)
		for e, v := range st.Factors {
			s.states[e] = v
		}
		if st.Entity != "" {
			s.Set(st.Entity, st.Value)
			choices = append(choices, -1)
			out.States = append(out.States, s.States())
			out.Fired = append(out.Fired, nil)
			continue
		}
		due := s.DueAt(st.At)
		options := make([]int, len(due))
		for k := range due {
			options[k] = k
		}
		// The events named most like the step first: agree decides, the
		// names only break ties between events that agree alike.
		sort.SliceStable(options, func(a, b int) bool {
			return likeness(due[options[a]].Names, st.Name) > likeness(due[options[b]].Names, st.Name)
		})
		if st.Idle {
			options = append(options, -1)
		}
		if len(options) == 0 {
			out.Missing = append(out.Missing, i)
			choices = append(choices, -1)
			out.States = append(out.States, s.States())
			out.Fired = append(out.Fired, nil)
			continue
		}
		pick := options[0]
		if len(options) > 1 && agree != nil {
			for _, k := range options {
				alt, err := replayPrefix(f, opt, steps, append(append([]int{}, choices...), k))
				if err != nil {
					return nil, err
				}
				if agree(i, alt.States()) {
					pick = k
					break
				}
			}
		}
		if pick >= 0 {
			s.Fire(due[pick])
			out.Fired = append(out.Fired, due[pick].Names)
		} else {
			out.Fired = append(out.Fired, []string{})
		}
		choices = append(choices, pick)
		out.States = append(out.States, s.States())
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

// replayPrefix replays the first len(choices) steps with the events
// chosen (-1: none), on a new simulation.
func replayPrefix(f *config.File, opt Options, steps []Step, choices []int) (*Sim, error) {
	s, err := New(f, opt)
	if err != nil {
		return nil, err
	}
	out := &Outcome{}
	for i, k := range choices {
		st := steps[i]
		s.advance(st.At, i, out)
		for e, v := range st.Factors {
			s.states[e] = v
		}
		if st.Entity != "" {
			s.Set(st.Entity, st.Value)
			continue
		}
		if due := s.DueAt(st.At); k >= 0 && k < len(due) {
			s.Fire(due[k])
		}
	}
	return s, nil
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
