package builder

// Splitter specialises a handler on the values of the message it handles.
// A handler reads a header field with Get and gets a Go constant; the
// first time it reads one that is not fixed yet, the splitter stops the
// handler, emits `if field == v { ... }` for every value v of the field's
// domain, and runs the handler again inside each branch with the field
// fixed. The handler's Go code thus branches on packet headers like the
// app's source does, and the IR it emits has the headers as constants --
// what NICE obtains by symbolic execution of the handlers. Handlers must
// therefore be pure Go functions of what they read: they may run several
// times.
type Splitter struct {
	expr  map[string]X
	dom   map[string][]int64
	fixed map[string]int64
}

type needSplit struct{ name string }

// NewSplitter starts a splitter with no values.
func NewSplitter() *Splitter {
	return &Splitter{expr: map[string]X{}, dom: map[string][]int64{}, fixed: map[string]int64{}}
}

// Add makes a value available to the handler: its expression and domain.
func (sp *Splitter) Add(name string, x X, dom []int64) {
	sp.expr[name] = x
	sp.dom[name] = dom
	if v, ok := x.Const(); ok {
		sp.fixed[name] = v
	}
}

// Get returns the fixed value of name, or stops the handler to split.
func (sp *Splitter) Get(name string) int64 {
	if v, ok := sp.fixed[name]; ok {
		return v
	}
	if _, ok := sp.expr[name]; !ok {
		return 0
	}
	panic(needSplit{name})
}

// Run emits body into k, specialised on every value it reads.
func (sp *Splitter) Run(k *Block, body func(k *Block)) {
	tmp := &Block{b: k.b}
	need := func() (need string) {
		defer func() {
			if r := recover(); r != nil {
				ns, ok := r.(needSplit)
				if !ok {
					panic(r)
				}
				need = ns.name
			}
		}()
		body(tmp)
		return ""
	}()
	if need == "" {
		k.list = append(k.list, tmp.list...)
		return
	}
	k.Cases(sp.expr[need], sp.dom[need], true, func(k *Block, v int64) {
		sp.fixed[need] = v
		sp.Run(k, body)
		delete(sp.fixed, need)
	})
}
