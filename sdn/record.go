package sdn

import "fmt"

// col describes one variable of a record: an integer in 0..size-1, or a
// boolean. Columns with one value need no variable (they read as 0).
type col struct {
	name   string
	size   int64
	isBool bool
}

// record is a group of variables under one prefix: a flow entry, a
// buffered packet, a row of a queue.
type record struct {
	vars map[string]*Var
	cols []col
}

func newRecord(b *Builder, prefix string, cols []col) *record {
	r := &record{vars: map[string]*Var{}, cols: cols}
	for _, c := range cols {
		switch {
		case c.isBool:
			r.vars[c.name] = b.BoolVar(prefix+"."+c.name, false)
		case c.size > 1:
			r.vars[c.name] = b.IntVar(prefix+"."+c.name, 0, c.size-1, 0)
		}
	}
	return r
}

// X reads a column (0 or false for a column without a variable).
func (r *record) X(name string) X {
	v := r.vars[name]
	if v == nil {
		for _, c := range r.cols {
			if c.name == name && c.isBool {
				return False
			}
		}
		return Int(0)
	}
	return v.X()
}

// has reports whether the column has a variable.
func (r *record) has(name string) bool { return r.vars[name] != nil }

func (r *record) set(k *Block, name string, x X) {
	if v := r.vars[name]; v != nil {
		k.Set(v, x)
	}
}

// clear sets every column to its zero value.
func (r *record) clear(k *Block) {
	for _, c := range r.cols {
		v := r.vars[c.name]
		if v == nil {
			continue
		}
		if c.isBool {
			k.SetB(v, false)
		} else {
			k.SetI(v, 0)
		}
	}
}

// assign sets the columns given in vals; the others keep their values.
func (r *record) assign(k *Block, vals map[string]X) {
	for _, c := range r.cols {
		if x, ok := vals[c.name]; ok {
			r.set(k, c.name, x)
		}
	}
}

// assignNonZero is assign for a record known to be zero: constant zeros
// need no statement.
func (r *record) assignNonZero(k *Block, vals map[string]X) {
	for _, c := range r.cols {
		x, ok := vals[c.name]
		if !ok {
			continue
		}
		if v, isConst := x.Const(); isConst && v == 0 {
			continue
		}
		r.set(k, c.name, x)
	}
}

// copyFrom sets every column from another record with the same columns.
func (r *record) copyFrom(k *Block, o *record) {
	for _, c := range r.cols {
		r.set(k, c.name, o.X(c.name))
	}
}

// queue is a FIFO of records with a bounded capacity.
type queue struct {
	name string
	rows []*record
	n    *Var
	room X // label: the queue has room
}

func newQueue(b *Builder, prefix string, capacity int, cols []col, what string) *queue {
	q := &queue{name: prefix}
	q.n = b.IntVar(prefix+".len", 0, int64(capacity), 0)
	for i := 0; i < capacity; i++ {
		q.rows = append(q.rows, newRecord(b, fmt.Sprintf("%s.%d", prefix, i), cols))
	}
	q.room = b.Label(fmt.Sprintf("%s has room (%s = %d)", prefix, what, capacity), q.n.X().Lt(Int(int64(capacity))))
	return q
}

// head is the first row.
func (q *queue) head() *record { return q.rows[0] }

// empty is len == 0.
func (q *queue) empty() X { return q.n.X().EqI(0) }

// push appends a row; a full queue is a runtime error that names the
// bound to raise.
func (q *queue) push(k *Block, vals map[string]X) {
	var chain func(k *Block, i int)
	chain = func(k *Block, i int) {
		if i == len(q.rows) {
			k.Assert(q.room)
			return
		}
		k.IfElse(q.n.X().EqI(int64(i)), func(k *Block) {
			// Rows past the length are zero (pop clears the last one).
			q.rows[i].assignNonZero(k, vals)
			k.SetI(q.n, int64(i+1))
		}, func(k *Block) { chain(k, i+1) })
	}
	chain(k, 0)
}

// pop drops the head; the rows shift and the last becomes zero, so that
// equal queues are equal states.
func (q *queue) pop(k *Block) {
	for i := 0; i+1 < len(q.rows); i++ {
		q.rows[i].copyFrom(k, q.rows[i+1])
	}
	q.rows[len(q.rows)-1].clear(k)
	k.Set(q.n, q.n.X().AddI(-1))
}

// pkt reads the header fields of a row.
func (n *model) pktOf(r *record) *Packet {
	p := &Packet{n: n, f: make([]X, len(n.fields))}
	for i, f := range n.fields {
		p.f[i] = r.X("f." + f.name)
	}
	return p
}

// pktVals are the assignments that store a packet into a record.
func (n *model) pktVals(p *Packet) map[string]X {
	m := map[string]X{}
	for i, f := range n.fields {
		m["f."+f.name] = p.f[i]
	}
	return m
}

// pktCols are the columns of a packet header.
func (n *model) pktCols() []col {
	var out []col
	for _, f := range n.fields {
		out = append(out, col{name: "f." + f.name, size: f.size()})
	}
	return out
}

// Packet is a packet header as IR expressions, one per header field.
type Packet struct {
	n *model
	f []X
}

// Field is the value of a header field (0 when the model has no such field).
func (p *Packet) Field(name string) X {
	i, ok := p.n.fi[name]
	if !ok {
		return Int(0)
	}
	return p.f[i]
}

// with returns a copy with a field changed.
func (p *Packet) with(name string, x X) *Packet {
	q := &Packet{n: p.n, f: append([]X(nil), p.f...)}
	if i, ok := p.n.fi[name]; ok {
		q.f[i] = x
	}
	return q
}

// field is a packet header field with a finite domain.
type field struct {
	name   string
	values []string // named values; nil for a numeric field of n values
	n      int64
	idx    map[string]int64
}

func (f *field) size() int64 {
	if f.values != nil {
		return int64(len(f.values))
	}
	return f.n
}

func newField(name string, values []string) *field {
	f := &field{name: name, values: values, idx: map[string]int64{}}
	for i, v := range values {
		f.idx[v] = int64(i)
	}
	return f
}
