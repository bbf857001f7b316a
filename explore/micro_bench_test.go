package explore

import (
	"bytes"
	"encoding/binary"
	"math/rand"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// The inner loop's parts, one at a time.

func BenchmarkStoreInsert(b *testing.B) {
	const width = 24
	s := NewStore(width)
	key := make([]byte, width)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		binary.LittleEndian.PutUint64(key, uint64(i)*0x9E3779B97F4A7C15)
		s.Insert(key, 0, 0, 0)
	}
	b.ReportMetric(float64(s.Bytes())/float64(s.Len()), "bytes/state")
}

func BenchmarkStoreLookup(b *testing.B) {
	const width, n = 24, 1 << 20
	s := NewStore(width)
	key := make([]byte, width)
	for i := 0; i < n; i++ {
		binary.LittleEndian.PutUint64(key, uint64(i)*0x9E3779B97F4A7C15)
		s.Insert(key, 0, 0, 0)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		binary.LittleEndian.PutUint64(key, uint64(i%(2*n))*0x9E3779B97F4A7C15)
		s.Lookup(key)
	}
}

func benchModel(b *testing.B) (*Model, *Result) {
	p, cfg := figure1(b, 9*hour)
	cfg.Cal.Horizon = 600
	m, err := NewModel(p, cfg)
	if err != nil {
		b.Fatal(err)
	}
	res, err := Explore(m, Options{})
	if err != nil {
		b.Fatal(err)
	}
	return m, res
}

func BenchmarkEncodeDecode(b *testing.B) {
	m, res := benchModel(b)
	st := m.Mach.Initial()
	obs := make([]bool, len(m.Timed))
	reg := m.Layout.NewRegion()
	buf, kb := m.enc.scratch(), m.enc.scratch()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := uint32(i % res.Store.Len())
		m.enc.decode(res.Store.Key(j), res.Store.Wall(j), buf, &st, obs, reg)
		m.enc.encode(kb, &st, obs, reg)
	}
}

// BenchmarkInterpreterStep runs one stimulus (motion, with its factor's
// first class) from explored states of Fig. 1, without prediction.
func BenchmarkInterpreterStep(b *testing.B) {
	m, res := benchModel(b)
	st, nst := m.Mach.Initial(), m.Mach.Initial()
	obs := make([]bool, len(m.Timed))
	reg, nreg := m.Layout.NewRegion(), m.Layout.NewRegion()
	buf := m.enc.scratch()
	runner := m.Mach.NewRunner()
	eff := ta.NewEffects(m.Prog)
	motion := m.Prog.LookupStimulus("PorchMotion.Detected")
	var odo odometer
	clk := &regionClocks{m: m, r: nreg}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := uint32(i % res.Store.Len())
		m.enc.decode(res.Store.Key(j), res.Store.Wall(j), buf, &st, obs, reg)
		nst.CopyFrom(&st)
		nreg.CopyFrom(reg)
		odo.reset()
		if err := runner.Fire(&nst, clk, motion, &odo, eff); err != nil {
			b.Fatal(err)
		}
	}
}

// put and get are the field-at-a-time encoding, the reference for
// encode's bit stream.
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

// TestEncodeMatchesFields checks the bit stream against the fields'
// offsets on random field layouts and values.
func TestEncodeMatchesFields(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for n := 0; n < 2000; n++ {
		var e encoding
		var fs []field
		var vs []uint64
		for k := rng.Intn(40); k > 0; k-- {
			var f field
			if rng.Intn(5) > 0 { // width 0 fields (untracked clocks) too
				f, _ = e.add(uint64(rng.Int63n(1 << uint(rng.Intn(maxFieldBits)+1))))
			}
			fs = append(fs, f)
			vs = append(vs, uint64(rng.Int63())&(1<<f.width-1))
		}
		e.bytes = int((e.bits + 7) / 8)
		want, got := e.scratch(), e.scratch()
		for i := range got {
			got[i] = 0xff // the stream must not depend on the buffer's contents
		}
		w := bitWriter{buf: got}
		for i, f := range fs {
			put(want, f, vs[i])
			w.put(vs[i], f.width)
		}
		w.flush()
		if !bytes.Equal(want[:e.bytes], got[:e.bytes]) {
			t.Fatalf("layout %d: stream %x, fields %x", n, got[:e.bytes], want[:e.bytes])
		}
		r := bitReader{buf: want}
		for i, f := range fs {
			if v := r.get(f.width); v != vs[i] || get(want, f) != vs[i] {
				t.Fatalf("layout %d field %d: read %d, want %d", n, i, v, vs[i])
			}
		}
	}
}

// TestStoreConcurrentReads inserts while other goroutines look up (run
// with -race): a reader finds every state inserted before it began, with
// its key.
func TestStoreConcurrentReads(t *testing.T) {
	const width, n = 13, 200000
	s := NewStore(width)
	keyOf := func(i int) []byte {
		k := make([]byte, width)
		binary.LittleEndian.PutUint64(k, uint64(i)*0x9E3779B97F4A7C15)
		k[12] = byte(i)
		return k
	}
	for i := 0; i < 1000; i++ {
		s.Insert(keyOf(i), uint32(i), 0, 0)
	}
	done := make(chan bool)
	go func() {
		defer close(done)
		for r := 0; r < 20; r++ {
			seen := s.Len()
			for i := 0; i < seen; i += 7 {
				j, ok := s.Lookup(keyOf(i))
				if !ok || int(j) != i || s.Wall(j) != uint32(i) {
					t.Errorf("state %d (of %d inserted before): found %v at %d", i, seen, ok, j)
					return
				}
			}
		}
	}()
	for i := 1000; i < n; i++ {
		if _, added := s.Insert(keyOf(i), uint32(i), 0, 0); !added {
			t.Fatalf("state %d: not added", i)
		}
	}
	<-done
	check := func() {
		t.Helper()
		for i := 0; i < n; i++ {
			if j, ok := s.Lookup(keyOf(i)); !ok || int(j) != i || !bytes.Equal(s.Key(j), keyOf(i)) {
				t.Fatalf("state %d: found %v at %d", i, ok, j)
			}
		}
		if _, ok := s.Lookup(keyOf(n)); ok {
			t.Fatalf("state %d found before it was inserted", n)
		}
	}
	check()
	// Growing the table with several goroutines, each filling a part.
	s.reserve(7*n, 3)
	check()
}

// BenchmarkExpandStep expands explored states of Fig. 1 as the search
// does -- decoding, every stimulus (predicted), the delay, observers,
// invariants, encoding and store lookups -- in the steady state (warm
// prediction trees): one op is one expanded state. It must not allocate.
func BenchmarkExpandStep(b *testing.B) {
	for _, noPredict := range []bool{false, true} {
		name := "predict"
		if noPredict {
			name = "interpret"
		}
		b.Run(name, func(b *testing.B) {
			m, res := benchModel(b)
			e := &explorer{m: m, opt: Options{NoPredict: noPredict}, store: res.Store, res: res}
			st, obs, _ := m.initial()
			var pred *predictor
			if !noPredict {
				pred = newPredictor(len(m.Prog.Stimuli()))
			}
			w := e.newWorker(&st, obs, pred)
			n := res.Store.Len()
			for i := 0; i < n; i++ { // warm up
				w.expand(uint32(i), nil)
				w.clearOut()
			}
			w.transitions = 0
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				w.expand(uint32(i%n), nil)
				w.clearOut()
			}
			b.ReportMetric(float64(w.transitions)/float64(b.N), "transitions/op")
		})
	}
}

// With more than one worker, a chunk may be expanded while the one before
// is merged, speculatively: if the limits then stop the search, it is
// discarded. The search must stop where one worker stops, with the same
// counts.
func TestWorkersStopWhereOneStops(t *testing.T) {
	p := load(t, "../programs/isy/porch.isy")
	props, err := LoadProperties("../programs/isy/porch.inv.yaml", p)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: 900}, Props: props}
	for _, limit := range []int{3000, 20000, 50001} {
		one := exploreWith(t, p, cfg, Options{Workers: 1, MaxStates: limit})
		if one.Complete {
			t.Fatalf("limit %d: the search completed; the test needs a larger program", limit)
		}
		two := exploreWith(t, p, cfg, Options{Workers: 2, MaxStates: limit})
		if fingerprint(one) != fingerprint(two) {
			t.Fatalf("limit %d: 2 workers stop elsewhere: %d states, %d transitions; one: %d, %d", limit,
				two.Stats.States, two.Stats.Transitions, one.Stats.States, one.Stats.Transitions)
		}
	}
	first := func(w int) *Result { return exploreWith(t, p, cfg, Options{Workers: w, StopAtFirst: true}) }
	if fingerprint(first(1)) != fingerprint(first(2)) {
		t.Fatal("2 workers stop elsewhere at the first violation")
	}
}

// A chunk's blocks cover it in order, none empty or over blockStates;
// with one worker they are all full but the last, and with more they
// never grow and end in single states, so the workers finish together.
func TestBlockBounds(t *testing.T) {
	for _, workers := range []int{1, 2, 3, 8} {
		for _, n := range []int{1, 2, 15, 16, 17, 100, 511, 512} {
			b := blockBounds(nil, n, workers)
			if b[0] != 0 || int(b[len(b)-1]) != n {
				t.Fatalf("%d workers, %d states: bounds %v do not span the chunk", workers, n, b)
			}
			for i := 1; i < len(b); i++ {
				size := b[i] - b[i-1]
				if size < 1 || size > blockStates {
					t.Fatalf("%d workers, %d states: block %d has %d states", workers, n, i-1, size)
				}
				if workers == 1 && i < len(b)-1 && size != blockStates {
					t.Fatalf("1 worker, %d states: block %d has %d states, not %d", n, i-1, size, blockStates)
				}
				if workers > 1 && i > 1 && size > b[i-1]-b[i-2] {
					t.Fatalf("%d workers, %d states: block %d grows", workers, n, i-1)
				}
			}
			if last := b[len(b)-1] - b[len(b)-2]; workers > 1 && n > 1 && last != 1 {
				t.Fatalf("%d workers, %d states: the last block has %d states", workers, n, last)
			}
		}
	}
}
