package model

import (
	"encoding/binary"
	"slices"
	"strings"
	"sync"

	"github.com/delorean-mc/delorean/ta"
)

// Orders finds order conflicts: a stimulus from one state whose cascade
// can end with a device in two different states depending only on the
// order choices its front end made (ta.Random.Order: which of the runs
// waiting in the instant went on first), every other choice (the
// environment's classes, the other randoms, the clocks' answers the
// engine passes as its part of the signature) being the same. The
// engines call Note for each run of a stimulus that made an order choice
// and End once they have run the stimulus every way from the state; the
// conflicts found are kept, the first for each device and set of runs.
type Orders struct {
	m *Model
	// picks are the statements of the rules that make order choices
	// that name the run they let go on: an assignment of an enum value
	// whose display text is the run's name.
	picks   map[int]string
	devices []int
	forget  map[int]int // forgotten variable -> its index in Effects.Forgotten

	mu    sync.Mutex
	found []OrderConflict
	seen  map[string]bool
}

// OrderConflict is one device that an instant can leave in two states.
type OrderConflict struct {
	Var    int      // the device
	Values [2]int64 // the two states, the lower first
	Runs   []string // the runs that went on in some order, as their scheduler names them
	Stim   int      // the stimulus whose instant it is
	At     int64    // the earliest time (seconds from the start) of the state it fired from
}

// Instant collects the runs of one stimulus from one state.
type Instant struct {
	o    *Orders
	outs map[string][]orderOutcome
	sig  []byte
}

type orderOutcome struct {
	vals []int64
	runs []string
	// at is the earliest time of the part of the state the run took
	// (a zone engine's answer to the run's clock questions); -1 when it
	// is the state's own.
	at int64
}

// NewOrders returns the watch of m's program, nil when no rule makes an
// order choice.
func NewOrders(m *Model) *Orders {
	p := m.Prog
	o := &Orders{m: m, picks: map[int]string{}, forget: map[int]int{}, seen: map[string]bool{}}
	for _, r := range p.Rules {
		if !stmtsOrder(r.Body) {
			continue
		}
		walkAssigns(r.Body, func(a *ta.Assign) {
			v := p.Vars[a.Index]
			id, ok := a.Value.(*ta.Ident)
			if !ok || v.Type.Kind != ta.Enum || id.Ref.Kind != ta.RefEnum {
				return
			}
			if name := v.DisplayValue(int64(id.Ref.Index)); name != "" && id.Ref.Index > 0 {
				o.picks[a.ID] = name
			}
		})
	}
	if len(o.picks) == 0 {
		return nil
	}
	for i, v := range p.Vars {
		if v.Device {
			o.devices = append(o.devices, i)
		}
	}
	if f := m.Cfg.Forget; f != nil {
		for k, v := range f.Vars {
			o.forget[v] = k
		}
	}
	return o
}

func stmtsOrder(list []ta.Stmt) bool {
	for _, s := range list {
		switch s := s.(type) {
		case *ta.If:
			if exprOrder(s.Cond) || stmtsOrder(s.Then) || stmtsOrder(s.Else) {
				return true
			}
		case *ta.Assign:
			if exprOrder(s.Value) {
				return true
			}
		}
	}
	return false
}

func exprOrder(e ta.Expr) bool {
	switch e := e.(type) {
	case *ta.Random:
		return e.Order
	case *ta.Unary:
		return exprOrder(e.X)
	case *ta.Binary:
		return exprOrder(e.X) || exprOrder(e.Y)
	case *ta.CondExpr:
		return exprOrder(e.C) || exprOrder(e.Then) || exprOrder(e.Else)
	}
	return false
}

func walkAssigns(list []ta.Stmt, f func(*ta.Assign)) {
	for _, s := range list {
		switch s := s.(type) {
		case *ta.Assign:
			f(s)
		case *ta.If:
			walkAssigns(s.Then, f)
			walkAssigns(s.Else, f)
		}
	}
}

// Begin starts collecting the runs of one stimulus from one state; nil
// when there is nothing to watch (o nil).
func (o *Orders) Begin() *Instant {
	if o == nil {
		return nil
	}
	return &Instant{o: o}
}

// Note records one run (post, its effects) of the stimulus, made with the
// engine's own choices sig (the clock answers, for an engine that splits
// on them; nil otherwise). Runs that made no order choice are not
// compared.
func (in *Instant) Note(post *ta.State, eff *ta.Effects, sig []byte) {
	in.NoteAt(post, eff, sig, -1)
}

// NoteAt is Note for a run that took only the part of the state from time
// at on (zones: the part of the zone where its clock questions are
// answered as they were), so that a conflict's time is the earliest at
// which both of its runs can happen.
func (in *Instant) NoteAt(post *ta.State, eff *ta.Effects, sig []byte, at int64) {
	if in == nil || len(eff.Orders) == 0 {
		return
	}
	o := in.o
	k := in.sig[:0]
	k = append(k, sig...)
	for _, f := range eff.Factors {
		k = binary.AppendVarint(k, int64(f.Factor))
		k = binary.AppendVarint(k, int64(f.Class))
	}
	k = append(k, '|')
	j := 0
	for i, r := range eff.Randoms {
		if j < len(eff.Orders) && eff.Orders[j] == i {
			j++
			continue
		}
		k = binary.AppendVarint(k, r)
	}
	in.sig = k
	vals := make([]int64, len(o.devices))
	for i, v := range o.devices {
		vals[i] = post.Vals[v]
		if f, ok := o.forget[v]; ok && f < len(eff.Forgotten) {
			vals[i] = eff.Forgotten[f]
		}
	}
	var runs []string
	for id, name := range o.picks {
		if eff.Covered.Has(id) && !slices.Contains(runs, name) {
			runs = append(runs, name)
		}
	}
	key := string(k)
	if in.outs == nil {
		in.outs = map[string][]orderOutcome{}
	}
	in.outs[key] = append(in.outs[key], orderOutcome{vals: vals, runs: runs, at: at})
}

// End compares the runs noted since Begin: stim is the stimulus, at the
// earliest time of the state it fired from.
func (in *Instant) End(stim int, at int64) {
	if in == nil || len(in.outs) == 0 {
		return
	}
	o := in.o
	for _, outs := range in.outs {
		if len(outs) < 2 {
			continue
		}
		for d, v := range o.devices {
			for a := 1; a < len(outs); a++ {
				x, y := outs[0].vals[d], outs[a].vals[d]
				if x == y {
					continue
				}
				var runs []string
				for _, r := range append(slices.Clone(outs[0].runs), outs[a].runs...) {
					if !slices.Contains(runs, r) {
						runs = append(runs, r)
					}
				}
				slices.Sort(runs)
				when := at
				if outs[0].at >= 0 && outs[a].at >= 0 {
					when = max(at, outs[0].at, outs[a].at)
				}
				o.add(OrderConflict{Var: v, Values: [2]int64{min(x, y), max(x, y)}, Runs: runs, Stim: stim, At: when})
				break
			}
		}
	}
	clear(in.outs)
}

func (o *Orders) add(c OrderConflict) {
	key := o.m.Prog.Vars[c.Var].Name + "\x00" + strings.Join(c.Runs, "\x00")
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.seen[key] {
		for i := range o.found {
			f := &o.found[i]
			if f.Var == c.Var && slices.Equal(f.Runs, c.Runs) && c.At < f.At {
				*f = c
			}
		}
		return
	}
	o.seen[key] = true
	o.found = append(o.found, c)
}

// Found are the conflicts found so far, in the order found.
func (o *Orders) Found() []OrderConflict {
	if o == nil {
		return nil
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	return slices.Clone(o.found)
}
