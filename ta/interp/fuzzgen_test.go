package interp

import (
	"math/rand"
	"testing"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// byteSource is a rand.Source that draws its numbers from the fuzzer's
// bytes, one byte a number, and 0 once they run out. Driving genProgram
// with it turns every input into a choice sequence of the generator, so
// nearly every input is a program that parses and checks, and a mutation
// of one byte changes one choice (an operator, a branch, a trigger)
// rather than breaking the syntax, which is what kept the text-only
// fuzzer at its seeds.
//
// Why one byte is one choice: math/rand's Intn(n) for n < 2^31 takes
// Int31 = Int63 >> 32; with Int63 = b << 32 that is b, never above the
// rejection bound, so Intn(n) = b % n (b & (n-1) for powers of two).
type byteSource struct {
	b []byte
	i int
}

// Int63 implements rand.Source.
func (s *byteSource) Int63() int64 {
	if s.i >= len(s.b) {
		return 0
	}
	v := s.b[s.i]
	s.i++
	return int64(v) << 32
}

// Seed implements rand.Source; the bytes are the seed.
func (s *byteSource) Seed(int64) {}

// genFromBytes is genProgram driven by the fuzzer's bytes.
func genFromBytes(b []byte) string {
	return genProgram(rand.New(&byteSource{b: b}))
}

// The byte source really gives one choice a byte: Intn(n) is b % n, and
// the generator's output depends on the bytes, so mutations reach new
// programs.
func TestByteSource(t *testing.T) {
	r := rand.New(&byteSource{b: []byte{7, 200, 255, 3}})
	if got := []int{r.Intn(3), r.Intn(16), r.Intn(10), r.Intn(1000), r.Intn(5)}; got[0] != 1 || got[1] != 8 || got[2] != 5 || got[3] != 3 || got[4] != 0 {
		t.Fatalf("Intn from bytes 7, 200, 255, 3, (end): %v, want [1 8 5 3 0]", got)
	}
	// Distinct inputs give distinct programs, and most of them check.
	rng := rand.New(rand.NewSource(5))
	seen := map[string]bool{}
	checked := 0
	const n = 200
	for range n {
		in := make([]byte, 64+rng.Intn(512))
		rng.Read(in)
		src := genFromBytes(in)
		seen[src] = true
		p, err := syntax.Parse("gen.ta", []byte(src))
		if err != nil {
			t.Fatalf("generated program does not parse: %v\n%s", err, src)
		}
		if ta.Check(p) == nil {
			checked++
		}
	}
	if len(seen) < n*9/10 {
		t.Errorf("%d distinct programs from %d inputs", len(seen), n)
	}
	if checked < n/2 {
		t.Errorf("only %d of %d programs from random bytes check", checked, n)
	}
	t.Logf("%d distinct, %d of %d check", len(seen), checked, n)
}
