package store

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
)

// Encoding packs a state into its key: a fixed-width, canonical bit
// string. Two states are similar (paper §3.2) exactly when their keys are
// equal: same variables, queued timers, rule flags, observer flags, and
// clock region. The wall clock's integer part enters the key only up to
// the last time-of-day constant (wallCap): beyond it the program cannot
// tell the hours apart, and the store keeps the exact value beside the key.
type Encoding struct {
	vars     []field
	varMin   []int64
	timers   []field
	mutable  []int // rules whose enabled flag is stored
	ruleOff  []field
	fired    []field
	obs      []field
	clkInt   []field // per clock; width 0 for untracked clocks
	clkFrac  []field
	diag     []field
	wallCap  int32 // cap of the wall clock's integer part in the key
	Disc     uint  // bits of the discrete part, which comes first (see discBits)
	bits     uint
	KeyBytes int // bytes of a key
}

type field struct {
	off, width uint
}

// maxFieldBits keeps every field inside one 64-bit load at any bit offset.
const maxFieldBits = 56

func bitsFor(maxValue uint64) uint { return uint(bits.Len64(maxValue)) }

func (e *Encoding) add(maxValue uint64) (field, error) {
	w := bitsFor(maxValue)
	if w > maxFieldBits {
		return field{}, fmt.Errorf("a value range of %d is too large to store (the limit is 2^%d)", maxValue, maxFieldBits)
	}
	f := field{off: e.bits, width: w}
	e.bits += w
	return f, nil
}

// NewEncoding lays out the keys of p's states with nobs observer flags and
// the clocks of layout l, the wall clock's integer part capped at wallCap.
func NewEncoding(p *ta.Program, nobs int, l *regions.Layout, wallCap int32) (*Encoding, error) {
	e := &Encoding{wallCap: wallCap}
	for _, v := range p.Vars {
		f, err := e.add(uint64(v.Type.Size() - 1))
		if err != nil {
			return nil, fmt.Errorf("%s: variable %s: %v", v.Pos, v.Name, err)
		}
		e.vars = append(e.vars, f)
		e.varMin = append(e.varMin, v.Type.Min())
	}
	for _, t := range p.Timers {
		f, _ := e.add(uint64(len(t.Windows)))
		e.timers = append(e.timers, f)
	}
	for r := range p.Rules {
		if p.MutableRule(r) {
			f, _ := e.add(1)
			e.mutable = append(e.mutable, r)
			e.ruleOff = append(e.ruleOff, f)
		}
	}
	for range p.Schedules() {
		f, _ := e.add(1)
		e.fired = append(e.fired, f)
	}
	for i := 0; i < nobs; i++ {
		f, _ := e.add(1)
		e.obs = append(e.obs, f)
	}
	tracked := 0
	for _, k := range l.K {
		if k >= 0 {
			tracked++
		}
	}
	for x, k := range l.K {
		if k < 0 {
			e.clkInt = append(e.clkInt, field{})
			e.clkFrac = append(e.clkFrac, field{})
			continue
		}
		top := k + 1
		if x == ta.WallClock && top > wallCap+1 {
			top = wallCap + 1
		}
		fi, err := e.add(uint64(top))
		if err != nil {
			return nil, err
		}
		ff, _ := e.add(uint64(tracked))
		e.clkInt = append(e.clkInt, fi)
		e.clkFrac = append(e.clkFrac, ff)
	}
	for range l.Diags {
		f, _ := e.add(1)
		e.diag = append(e.diag, f)
	}
	e.KeyBytes = int((e.bits + 7) / 8)
	e.Disc = e.discBits()
	return e, nil
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// Scratch returns a zeroed buffer with room for a key and the 8 bytes of
// slack that bitWriter and bitReader use past the last field.
func (e *Encoding) Scratch() []byte { return make([]byte, e.KeyBytes+8) }

// bitWriter writes fields in order of their offsets (the order add gave
// them), a 64-bit word at a time. put's read-modify-write of overlapping
// unaligned words stalls on every field (the load waits for the previous
// store); encoding runs once per transition, so this matters.
type bitWriter struct {
	buf []byte
	acc uint64
	n   uint // bits in acc
	pos int  // bytes flushed
}

func (w *bitWriter) put(v uint64, width uint) {
	if width == 0 {
		return
	}
	w.acc |= v << w.n
	w.n += width
	if w.n >= 64 {
		binary.LittleEndian.PutUint64(w.buf[w.pos:], w.acc)
		w.pos += 8
		w.n -= 64
		// The bits of v that did not fit (none when n is now 0: width < 64).
		w.acc = v >> (width - w.n)
	}
}

// flush writes the last partial word (buf has 8 bytes of slack).
func (w *bitWriter) flush() { binary.LittleEndian.PutUint64(w.buf[w.pos:], w.acc) }

// bitReader reads fields in order of their offsets, a word at a time; buf
// must hold whole words (scratch's slack).
type bitReader struct {
	buf []byte
	acc uint64
	n   uint
	pos int
}

func (r *bitReader) get(width uint) uint64 {
	if width == 0 {
		return 0
	}
	mask := uint64(1)<<width - 1
	if r.n >= width {
		v := r.acc & mask
		r.acc >>= width
		r.n -= width
		return v
	}
	next := binary.LittleEndian.Uint64(r.buf[r.pos:])
	r.pos += 8
	v := (r.acc | next<<r.n) & mask // r.n < width <= 56
	used := width - r.n
	r.acc, r.n = next>>used, 64-used
	return v
}

// Encode writes the key of (st, obs, r) into buf (from scratch) and
// returns the key, which aliases buf.
func (e *Encoding) Encode(buf []byte, st *ta.State, obs []bool, r regions.Region) []byte {
	w := bitWriter{buf: buf}
	e.encodeDisc(&w, st)
	e.encodeRest(&w, obs, r)
	return buf[:e.KeyBytes]
}

// encodeRest writes the fields after the discrete state's and flushes.
func (e *Encoding) encodeRest(w *bitWriter, obs []bool, r regions.Region) {
	for i, f := range e.obs {
		w.put(b2u(obs[i]), f.width)
	}
	for x, f := range e.clkInt {
		v := r.Int[x]
		if x == ta.WallClock && v > e.wallCap+1 {
			v = e.wallCap + 1
		}
		w.put(uint64(v), f.width)
		w.put(uint64(r.Frac[x]), e.clkFrac[x].width)
	}
	for i, f := range e.diag {
		w.put(b2u(r.Diag[i]), f.width)
	}
	w.flush()
}

// EncodeAfter is encode for a state whose discrete part's encoding is
// known: disc is from discWords, or another key with the same discrete
// part (the bits after it are ignored).
func (e *Encoding) EncodeAfter(buf, disc []byte, obs []bool, r regions.Region) []byte {
	nb := e.Disc
	w := bitWriter{buf: buf, pos: int(nb/64) * 8, n: nb % 64}
	copy(buf, disc[:w.pos])
	if w.n > 0 {
		var word [8]byte // a key may end less than a word after disc's bits
		copy(word[:], disc[w.pos:])
		w.acc = binary.LittleEndian.Uint64(word[:]) & (1<<w.n - 1)
	}
	e.encodeRest(&w, obs, r)
	return buf[:e.KeyBytes]
}

// EncodeRestOnly writes into buf (from scratch) the fields after the
// discrete state's, with the discrete state's bits zero, for splice.
func (e *Encoding) EncodeRestOnly(buf []byte, obs []bool, r regions.Region) []byte {
	clear(buf)
	nb := e.Disc
	w := bitWriter{buf: buf, pos: int(nb/64) * 8, n: nb % 64}
	e.encodeRest(&w, obs, r)
	return buf
}

// Splice writes into buf (from scratch) the key whose discrete part is
// disc (from discWords) and whose other fields are rest's (from
// encodeRestOnly): successors with one clock region and obligations,
// as most of a state's successors are, are encoded once and spliced.
func (e *Encoding) Splice(buf, disc, rest []byte) []byte {
	n := len(disc) // whole words, the bits after the discrete part's zero
	for j := 0; j < n; j += 8 {
		binary.LittleEndian.PutUint64(buf[j:], binary.LittleEndian.Uint64(disc[j:])|binary.LittleEndian.Uint64(rest[j:]))
	}
	if n < e.KeyBytes {
		copy(buf[n:e.KeyBytes], rest[n:e.KeyBytes])
	}
	return buf[:e.KeyBytes]
}

// DiscWords encodes st's discrete part alone, in whole 64-bit words.
func (e *Encoding) DiscWords(st *ta.State) []byte {
	buf := make([]byte, (e.Disc+63)/64*8+8)
	w := bitWriter{buf: buf}
	e.encodeDisc(&w, st)
	w.flush()
	return buf[:len(buf)-8]
}

// encodeDisc writes the discrete state's fields, which come first.
func (e *Encoding) encodeDisc(w *bitWriter, st *ta.State) {
	for i, f := range e.vars {
		w.put(uint64(st.Vals[i]-e.varMin[i]), f.width)
	}
	for i, f := range e.timers {
		w.put(uint64(st.Timers[i]), f.width)
	}
	for i, f := range e.ruleOff {
		w.put(b2u(st.RuleOff[e.mutable[i]]), f.width)
	}
	for i, f := range e.fired {
		w.put(b2u(st.Fired[i]), f.width)
	}
}

// discBits is the length of the discrete state's part of a key: the
// variables, timers, rule flags and schedule flags. Two keys agree on it
// exactly when their discrete states (ta.State) are equal.
func (e *Encoding) discBits() uint {
	if len(e.obs) > 0 {
		return e.obs[0].off
	}
	for _, f := range e.clkInt {
		if f.width > 0 {
			return f.off
		}
	}
	if len(e.diag) > 0 {
		return e.diag[0].off
	}
	return e.bits
}

// DiscKey copies the discrete part of a key into buf (at least
// (discBits+7)/8 bytes plus 8 of slack) and returns it; bits after it in
// the last byte are cleared.
func (e *Encoding) DiscKey(buf, key []byte) []byte {
	nb := e.Disc
	n := int((nb + 7) / 8)
	copy(buf, key[:n])
	if nb&7 != 0 {
		buf[n-1] &= byte(1)<<(nb&7) - 1
	}
	return buf[:n]
}

// DiscKeyOf is discKey of the key st would have.
func (e *Encoding) DiscKeyOf(buf []byte, st *ta.State) []byte {
	w := bitWriter{buf: buf}
	e.encodeDisc(&w, st)
	w.flush()
	return buf[:(e.Disc+7)/8]
}

// Decode reads a key into st, obs and r; wall is the wall clock's exact
// integer part, which the key may cap. buf is scratch space.
func (e *Encoding) Decode(key []byte, wall uint32, buf []byte, st *ta.State, obs []bool, r regions.Region) {
	e.Load(buf, key)
	e.DecodeDisc(buf, st)
	e.DecodeRest(buf, wall, obs, r)
}

// Load copies a key into buf (scratch space) for decodeDisc and
// decodeRest.
func (e *Encoding) Load(buf, key []byte) {
	copy(buf, key)
	clear(buf[len(key):])
}

// DecodeDisc reads the discrete state of the key in buf (see load).
func (e *Encoding) DecodeDisc(buf []byte, st *ta.State) {
	rd := bitReader{buf: buf}
	for i, f := range e.vars {
		st.Vals[i] = int64(rd.get(f.width)) + e.varMin[i]
	}
	for i, f := range e.timers {
		st.Timers[i] = int32(rd.get(f.width))
	}
	for i, f := range e.ruleOff {
		st.RuleOff[e.mutable[i]] = rd.get(f.width) != 0
	}
	for i, f := range e.fired {
		st.Fired[i] = rd.get(f.width) != 0
	}
}

// DecodeRest reads the obligations and the region of the key in buf
// (see load); wall is as for decode.
func (e *Encoding) DecodeRest(buf []byte, wall uint32, obs []bool, r regions.Region) {
	rd := bitReader{buf: buf, pos: int(e.Disc/64) * 8}
	if skip := e.Disc % 64; skip > 0 {
		// get reads at most maxFieldBits at a time.
		rd.get(skip / 2)
		rd.get(skip - skip/2)
	}
	for i, f := range e.obs {
		obs[i] = rd.get(f.width) != 0
	}
	for x, f := range e.clkInt {
		r.Int[x] = int32(rd.get(f.width))
		r.Frac[x] = uint8(rd.get(e.clkFrac[x].width))
	}
	if len(e.clkInt) > 0 && e.clkInt[ta.WallClock].width > 0 {
		r.Int[ta.WallClock] = int32(wall)
	}
	for i, f := range e.diag {
		r.Diag[i] = rd.get(f.width) != 0
	}
}
