package sdn

import "fmt"

// vcPool is the pool of pre-allocated virtual clocks (paper §3.4): N clocks
// vc0..vc{N-1}, each with a timer on it, and per clock the code of its
// current owner (0: free). Flow timeouts, app timers and app timestamps
// take a clock from the pool when they start and give it back when they
// end. A holder variable per owner records which clock it holds (N: none).
// When every clock is taken, the owner goes without one -- its timeout
// never fires, its timestamp never ages -- and vc.exhausted becomes true,
// which the report shows with a trace (or, with strict pools, it is a
// runtime error).
type vcPool struct {
	b         *Builder
	n         int
	owner     []*Var
	exhausted *Var
	full      X // label: the pool has a free clock
	strict    bool
	owners    []owner // by code-1
	noShare   map[string]bool
}

// owner is something that can hold a clock.
type owner struct {
	name string
	// fire handles the clock's timer: nil for timestamps, which never fire.
	fire func(k *Block)
}

func newPool(b *Builder, n int, strict bool, noShare map[string]bool) *vcPool {
	p := &vcPool{b: b, n: n, strict: strict, noShare: noShare}
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("vc%d", i)
		b.Clock(name)
		b.Timer(name+".t", name)
		p.owner = append(p.owner, b.IntVar(name+".owner", 0, 1, 0))
	}
	p.exhausted = b.BoolVar("vc.exhausted", false).Shown("the clock pool ran out", "no", "yes")
	free := False
	for _, o := range p.owner {
		free = free.Or(o.X().EqI(0))
	}
	p.full = b.Label(fmt.Sprintf("the pool of %s has a free clock (raise --vcs)", poolSize(n)), free)
	return p
}

// register adds an owner and returns its code.
func (p *vcPool) register(name string, fire func(k *Block)) int64 {
	p.owners = append(p.owners, owner{name: name, fire: fire})
	return int64(len(p.owners))
}

// holder declares the variable that says which clock an owner holds.
func (p *vcPool) holder(name string) *Var {
	if p.n == 0 {
		return nil // reads as 0 == n: none
	}
	v := p.b.IntVar(name, 0, int64(p.n), int64(p.n))
	p.noShare[name] = true
	return v
}

// finish fixes the owner variables' domains once every owner is known, and
// declares each clock's timer rule.
func (p *vcPool) finish() {
	for i, o := range p.owner {
		o.Decl().Type.Hi = int64(len(p.owners))
		i := i
		name := fmt.Sprintf("vc%d", i)
		p.b.Rule(name+".fire", name+".t", func(k *Block) {
			var codes []int64
			for c, ow := range p.owners {
				if ow.fire != nil {
					codes = append(codes, int64(c+1))
				}
			}
			k.Cases(o.X(), codes, false, func(k *Block, c int64) {
				p.owners[c-1].fire(k)
			})
		})
	}
}

// alloc gives the owner a free clock (the lowest), recording it in h.
func (p *vcPool) alloc(k *Block, h *Var, code int64) {
	var chain func(k *Block, i int)
	chain = func(k *Block, i int) {
		if i == p.n {
			k.SetB(p.exhausted, true)
			if p.strict {
				k.Assert(p.full)
			}
			return
		}
		k.IfElse(p.owner[i].X().EqI(0), func(k *Block) {
			k.SetI(p.owner[i], code)
			k.SetI(h, int64(i))
		}, func(k *Block) { chain(k, i+1) })
	}
	chain(k, 0)
}

// free returns the clock held in h, if any, and cancels its timer.
func (p *vcPool) free(k *Block, h *Var) {
	if h == nil {
		return
	}
	k.Cases(h.X(), Range(p.n), false, func(k *Block, i int64) {
		k.SetI(p.owner[i], 0)
		k.Cancel(fmt.Sprintf("vc%d.t", i))
		k.SetI(h, int64(p.n))
	})
}

// start (re)starts the timer of the clock held in h to fire after sec
// seconds.
func (p *vcPool) start(k *Block, h *Var, sec int64) {
	if h == nil {
		return
	}
	k.Cases(h.X(), Range(p.n), false, func(k *Block, i int64) {
		k.Start(fmt.Sprintf("vc%d.t", i), sec)
	})
}

// reset resets the clock held in h (a timestamp).
func (p *vcPool) reset(k *Block, h *Var) {
	if h == nil {
		return
	}
	k.Cases(h.X(), Range(p.n), false, func(k *Block, i int64) {
		k.Reset(fmt.Sprintf("vc%d", i))
	})
}

// older is "the clock held in h is above sec seconds" (false without one).
func (p *vcPool) older(h *Var, sec int64) X {
	if h == nil {
		return False
	}
	out := False
	for i := 0; i < p.n; i++ {
		c := xOf(clockIdent(fmt.Sprintf("vc%d", i)))
		out = out.Or(h.X().EqI(int64(i)).And(c.Gt(Int(sec))))
	}
	return out
}

// poolSize is the pool's size in words: "1 virtual clock", "2 virtual
// clocks".
func poolSize(n int) string {
	if n == 1 {
		return "1 virtual clock"
	}
	return fmt.Sprintf("%d virtual clocks", n)
}
