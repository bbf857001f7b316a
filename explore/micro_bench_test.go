package explore

import (
	"encoding/binary"
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
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := uint32(i % res.Store.Len())
		m.enc.decode(res.Store.Key(j), res.Store.Wall(j), buf, &st, obs, reg)
		nst.CopyFrom(&st)
		nreg.CopyFrom(reg)
		odo.reset()
		if err := runner.Fire(&nst, &regionClocks{m: m, r: nreg}, motion, &odo, eff); err != nil {
			b.Fatal(err)
		}
	}
}
