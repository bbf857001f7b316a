package store

import (
	"bytes"
	"encoding/binary"
	"math/rand"
	"testing"
)

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
		var e Encoding
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
		e.KeyBytes = int((e.bits + 7) / 8)
		want, got := e.Scratch(), e.Scratch()
		for i := range got {
			got[i] = 0xff // the stream must not depend on the buffer's contents
		}
		w := bitWriter{buf: got}
		for i, f := range fs {
			put(want, f, vs[i])
			w.put(vs[i], f.width)
		}
		w.flush()
		if !bytes.Equal(want[:e.KeyBytes], got[:e.KeyBytes]) {
			t.Fatalf("layout %d: stream %x, fields %x", n, got[:e.KeyBytes], want[:e.KeyBytes])
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
	s.Reserve(7*n, 3)
	check()
}
