package explore

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
)

// encoding packs a state into its key: a fixed-width, canonical bit
// string. Two states are similar (paper §3.2) exactly when their keys are
// equal: same variables, queued timers, rule flags, observer flags, and
// clock region. The wall clock's integer part enters the key only up to
// the last time-of-day constant (wallCap): beyond it the program cannot
// tell the hours apart, and the store keeps the exact value beside the key.
type encoding struct {
	vars    []field
	varMin  []int64
	timers  []field
	mutable []int // rules whose enabled flag is stored
	ruleOff []field
	fired   []field
	obs     []field
	clkInt  []field // per clock; width 0 for untracked clocks
	clkFrac []field
	diag    []field
	wallCap int32 // cap of the wall clock's integer part in the key
	bits    uint
	bytes   int
}

type field struct {
	off, width uint
}

// maxFieldBits keeps every field inside one 64-bit load at any bit offset.
const maxFieldBits = 56

func bitsFor(maxValue uint64) uint { return uint(bits.Len64(maxValue)) }

func (e *encoding) add(maxValue uint64) (field, error) {
	w := bitsFor(maxValue)
	if w > maxFieldBits {
		return field{}, fmt.Errorf("a value range of %d is too large to store (the limit is 2^%d)", maxValue, maxFieldBits)
	}
	f := field{off: e.bits, width: w}
	e.bits += w
	return f, nil
}

func newEncoding(p *ta.Program, nobs int, l *regions.Layout, wallCap int32) (*encoding, error) {
	e := &encoding{wallCap: wallCap}
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
	e.bytes = int((e.bits + 7) / 8)
	return e, nil
}

func put(buf []byte, f field, v uint64) {
	if f.width == 0 {
		return
	}
	i, sh := f.off>>3, f.off&7
	w := binary.LittleEndian.Uint64(buf[i:])
	binary.LittleEndian.PutUint64(buf[i:], w|v<<sh)
}

func get(buf []byte, f field) uint64 {
	if f.width == 0 {
		return 0
	}
	i, sh := f.off>>3, f.off&7
	return (binary.LittleEndian.Uint64(buf[i:]) >> sh) & (1<<f.width - 1)
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// scratch returns a zeroed buffer with room for a key and the 8 bytes of
// slack that put and get read past the last field.
func (e *encoding) scratch() []byte { return make([]byte, e.bytes+8) }

// encode writes the key of (st, obs, r) into buf (from scratch) and
// returns the key, which aliases buf.
func (e *encoding) encode(buf []byte, st *ta.State, obs []bool, r regions.Region) []byte {
	for i := range buf {
		buf[i] = 0
	}
	for i, f := range e.vars {
		put(buf, f, uint64(st.Vals[i]-e.varMin[i]))
	}
	for i, f := range e.timers {
		put(buf, f, uint64(st.Timers[i]))
	}
	for i, f := range e.ruleOff {
		put(buf, f, b2u(st.RuleOff[e.mutable[i]]))
	}
	for i, f := range e.fired {
		put(buf, f, b2u(st.Fired[i]))
	}
	for i, f := range e.obs {
		put(buf, f, b2u(obs[i]))
	}
	for x, f := range e.clkInt {
		v := r.Int[x]
		if x == ta.WallClock && v > e.wallCap+1 {
			v = e.wallCap + 1
		}
		put(buf, f, uint64(v))
		put(buf, e.clkFrac[x], uint64(r.Frac[x]))
	}
	for i, f := range e.diag {
		put(buf, f, b2u(r.Diag[i]))
	}
	return buf[:e.bytes]
}

// decode reads a key into st, obs and r; wall is the wall clock's exact
// integer part, which the key may cap. buf is scratch space.
func (e *encoding) decode(key []byte, wall uint32, buf []byte, st *ta.State, obs []bool, r regions.Region) {
	copy(buf, key)
	for i := len(key); i < len(buf); i++ {
		buf[i] = 0
	}
	for i, f := range e.vars {
		st.Vals[i] = int64(get(buf, f)) + e.varMin[i]
	}
	for i, f := range e.timers {
		st.Timers[i] = int32(get(buf, f))
	}
	for i, f := range e.ruleOff {
		st.RuleOff[e.mutable[i]] = get(buf, f) != 0
	}
	for i, f := range e.fired {
		st.Fired[i] = get(buf, f) != 0
	}
	for i, f := range e.obs {
		obs[i] = get(buf, f) != 0
	}
	for x, f := range e.clkInt {
		r.Int[x] = int32(get(buf, f))
		r.Frac[x] = uint8(get(buf, e.clkFrac[x]))
	}
	if len(e.clkInt) > 0 && e.clkInt[ta.WallClock].width > 0 {
		r.Int[ta.WallClock] = int32(wall)
	}
	for i, f := range e.diag {
		r.Diag[i] = get(buf, f) != 0
	}
}
