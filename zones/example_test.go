package zones_test

import (
	"fmt"

	"github.com/delorean-mc/delorean/zones"
)

// One step of a forward zone exploration, as the explorer does it: clock
// 1 is the wall clock, clock 2 a timer started at 0. From the start
// (both 0), let time pass under the invariant timer <= 10, take the
// transition guarded by timer >= 10 that restarts the timer, let time
// pass, and extrapolate.
func Example() {
	z, _ := zones.New(2)
	z.Up()
	z.ConstrainAtom(2, 0, zones.OpLE, 10) // invariant
	fmt.Println(z.Format([]string{"", "wall", "timer"}))

	if ok, err := z.ConstrainAtom(2, 0, zones.OpGE, 10); !ok || err != nil {
		return // guard disabled
	}
	z.Reset(2)
	z.Up()
	z.ConstrainAtom(2, 0, zones.OpLE, 10)
	fmt.Println(z.Format([]string{"", "wall", "timer"}))

	b := zones.NewBounds(2)
	for _, c := range []struct {
		x  int
		op zones.Op
		c  int64
	}{{2, zones.OpLE, 10}, {2, zones.OpGE, 10}} {
		cs, _ := zones.AppendAtom(nil, c.x, 0, c.op, c.c)
		for _, k := range cs {
			b.AddConstraint(k)
		}
	}
	z.ExtraLUPlus(b) // the wall clock has no constants: forgotten
	fmt.Println(z.Format([]string{"", "wall", "timer"}), b.Sound())

	p, _ := z.Point()
	fmt.Println(p[1], p[2])
	// Output:
	// wall<=10 && timer<=10 && wall-timer<=0 && timer-wall<=0
	// 10<=wall<=20 && timer<=10 && wall-timer<=10 && timer-wall<=-10
	// wall>=0 && timer<=10 true
	// 0/1 0/1
}
