package search

import (
	"encoding/binary"
	"errors"
	"fmt"
	"testing"

	"github.com/delorean-mc/delorean/explore/store"
)

// panicky is counterKeyed whose expansion panics from time 2 on, as a
// bug in a semantics would.
type panicky struct{ counterKeyed }

type panickyExpander struct{ *counterExpander }

func (k *panicky) NewExpander(o *Out[int], st *store.Store) Expander[int] {
	return panickyExpander{k.counterKeyed.NewExpander(o, st).(*counterExpander)}
}

func (x panickyExpander) Expand(i uint32, hint int) {
	if t := binary.LittleEndian.Uint32(x.st.Key(i)); t >= 2 {
		panic(fmt.Sprintf("bug at state %d", i))
	}
	x.counterExpander.Expand(i, hint)
}

// A panic while expanding a state, on whichever worker's goroutine,
// reaches TimedBFS's caller as a panic with a *WorkerPanic (which the
// command reports as an internal error, exit 4): on a goroutine of its
// own it would end the process, out of any recover's reach. Every state
// from time 2 panics, thousands of them, so that the workers' goroutines
// meet some (without the catch the test binary dies).
func TestWorkerPanicReachesCaller(t *testing.T) {
	for _, workers := range []int{1, 2, 4} {
		func() {
			defer func() {
				p := recover()
				wp, ok := p.(*WorkerPanic)
				if !ok || fmt.Sprint(wp.Value) == "" || len(wp.Stack) == 0 {
					t.Errorf("%d workers: recovered %v (%T), want a *WorkerPanic", workers, p, p)
				}
				var err error = wp
				if !errors.As(err, new(*WorkerPanic)) {
					t.Errorf("%d workers: not an error", workers)
				}
			}()
			TimedBFS[int](&panicky{counterKeyed{c: counter{n: 5000, horizon: 6, bad: -1, seven: -1}}}, Options{Workers: workers})
			t.Errorf("%d workers: TimedBFS returned", workers)
		}()
	}
}
