package zones

// Offset DBMs: the zones of the local-time semantics (Bengtsson, Jonsson,
// Lilius and Yi, "Partial order reductions for timed systems", CONCUR
// 1998; Govind, Herbreteau, Srivathsan and Walukiewicz, "Revisiting local
// time semantics for networks of timed automata", CONCUR 2019).
//
// A network's parts each have a reference clock t_a, their own time; a
// clock x of part a is kept as its offset x̃, the value of t_a when x was
// last reset, so that x = t_a - x̃. An offset DBM is a plain DBM over the
// k reference clocks (indices 0..k-1) followed by the offsets (indices
// k..): every constraint is a difference, so no index is a constant zero
// and the DBM is read up to a common shift of all its variables. Time
// passes for each part on its own (LocalUp: t_a grows, nothing else); a
// transition of several parts first makes their reference clocks equal
// (Synchronise); a reset copies a reference clock into an offset
// (Assign). A valuation is a global one when all reference clocks are
// equal (Synchronisable, SyncProjection).

// LocalUp lets time pass for the reference clocks r with up[r] set, each
// independently of the others: every upper bound on t_r (t_r - y ≺ c,
// y ≠ t_r) is removed. The result stays canonical: a row of ∞ shortens
// no path, and the other entries were shortest already.
func (d *DBM) LocalUp(up []bool) {
	n := d.dim
	for r, ok := range up {
		if !ok {
			continue
		}
		row := d.m[r*n : (r+1)*n]
		for j := range row {
			if j != r {
				row[j] = Infinity
			}
		}
	}
}

// Assign sets variable x to the value of variable y (x ≠ y): the offset
// of a clock reset by a part whose reference clock is y. Canonical in,
// canonical out: x becomes a copy of y at distance 0.
func (d *DBM) Assign(x, y int) {
	if x == y || d.IsEmpty() {
		return
	}
	n := d.dim
	for k := 0; k < n; k++ {
		d.m[x*n+k] = d.m[y*n+k]
		d.m[k*n+x] = d.m[k*n+y]
	}
	d.m[x*n+x] = LEZero
	d.m[x*n+y] = LEZero
	d.m[y*n+x] = LEZero
}

// Synchronise constrains the reference clocks refs (indices) to be equal,
// reporting whether the zone stays non-empty.
func (d *DBM) Synchronise(refs []int) (bool, error) {
	for k := 1; k < len(refs); k++ {
		a, b := refs[0], refs[k]
		if ok, err := d.Constrain(a, b, LEZero); !ok || err != nil {
			return ok, err
		}
		if ok, err := d.Constrain(b, a, LEZero); !ok || err != nil {
			return ok, err
		}
	}
	return !d.IsEmpty(), nil
}

// Synchronisable reports whether the canonical offset DBM d with k
// reference clocks (indices 0..k-1) holds a valuation where they are all
// equal: no bound t_a - t_b < 0 or ≤ c < 0 between two of them. That
// suffices because in a cycle through the equalities t_a = t_b every
// segment between two reference clocks is at least d's bound between
// them, which is then not negative.
func (d *DBM) Synchronisable(k int) bool {
	if d.IsEmpty() {
		return false
	}
	for a := 0; a < k; a++ {
		for b := 0; b < k; b++ {
			if a != b && d.At(a, b) < LEZero {
				return false
			}
		}
	}
	return true
}

// SyncProjection writes into dst (a DBM over d.Dim()-k clocks) the
// global zone of d's synchronised valuations, d having k reference
// clocks: all of them equal to t, clock i (dst index i ≥ 1, offset index
// k+i-1) is t minus its offset. It reports false, leaving dst empty, when
// d is not synchronisable. scratch (of d's dimension) is overwritten.
//
// With t = t_0: dst(i, j) bounds x_i - x_j = x̃_j - x̃_i, d's (j', i')
// once synchronised; dst(i, 0) bounds t - x̃_i, d's (0, i'). The
// transpose of a canonical matrix's restriction is canonical.
func (d *DBM) SyncProjection(dst, scratch *DBM, k int) (bool, error) {
	if !d.Synchronisable(k) {
		dst.SetZero()
		dst.markEmpty()
		return false, nil
	}
	scratch.CopyFrom(d)
	refs := make([]int, k)
	for a := range refs {
		refs[a] = a
	}
	ok, err := scratch.Synchronise(refs)
	if !ok || err != nil {
		dst.SetZero()
		dst.markEmpty()
		return false, err
	}
	n := dst.dim
	idx := func(i int) int { // dst index to scratch index
		if i == 0 {
			return 0
		}
		return k + i - 1
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			dst.m[i*n+j] = scratch.m[idx(j)*scratch.dim+idx(i)]
		}
	}
	return true, nil
}

// LiftSynced writes into d (an offset DBM with k reference clocks over
// g's clocks, and possibly more variables, left free) the valuations of the global zone g with every reference
// clock equal: the inverse of SyncProjection. Each reference clock is a
// copy of t_0, which keeps the matrix canonical.
func (d *DBM) LiftSynced(g *DBM, k int) {
	n := g.dim
	idx := func(i int) int {
		if i == 0 {
			return 0
		}
		return k + i - 1
	}
	// Every entry unbounded: the variables beyond g's (a trace's
	// timestamps) start free, which is canonical.
	for k := range d.m {
		d.m[k] = Infinity
	}
	for i := 0; i < d.dim; i++ {
		d.m[i*d.dim+i] = LEZero
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			d.m[idx(j)*d.dim+idx(i)] = g.m[i*n+j]
		}
	}
	for a := 1; a < k; a++ {
		d.Assign(a, 0)
	}
}
