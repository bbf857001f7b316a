package explore

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/randprog"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// Issue 22 item 11: timed --dpor visited 2-11 times more states than the
// plain search, far slower, with traces of hundreds of steps. These tests
// compare it with the plain search on every bundled program and on random
// ones: the same violations, each first found at the same time with a
// trace as long, the same coverage, never more states, every state where
// time can pass visited, and fewer states where timers of independent
// rules are due at once.

// timedDPORAgrees explores m both ways and checks the above; it returns
// the two results, or ok=false when the plain search does not finish
// within limit states.
func timedDPORAgrees(t *testing.T, m *Model, name string, limit int) (full, red *Result, ok bool) {
	t.Helper()
	full, err := Explore(m, Options{MaxStates: limit})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !full.Complete {
		return nil, nil, false
	}
	red, err = Explore(m, Options{DPOR: true, Workers: 2})
	if err != nil {
		t.Fatalf("%s: DPOR: %v", name, err)
	}
	if !red.Complete || !red.Stats.DPOR {
		t.Fatalf("%s: DPOR run complete=%v (%s), DPOR flag %v", name, red.Complete, red.StopReason, red.Stats.DPOR)
	}
	if f, d := violationSet(full), violationSet(red); !slices.Equal(f, d) {
		t.Errorf("%s: the plain search finds %v, DPOR %v", name, f, d)
		return full, red, true
	}
	first := func(r *Result) map[string][2]int64 {
		out := map[string][2]int64{}
		for _, v := range r.Violations {
			k := v.Name()
			if v.Err != nil {
				k = v.Err.Error()
			}
			out[k] = [2]int64{int64(r.Store.Wall(v.State)), int64(len(r.Path(v.State)))}
		}
		return out
	}
	ff, rf := first(full), first(red)
	for k, f := range ff {
		if rf[k] != f {
			t.Errorf("%s: %s first found at %ds after %d states in the plain search, at %ds after %d with DPOR", name, k, f[0], f[1], rf[k][0], rf[k][1])
		}
	}
	if red.Stats.States > full.Stats.States {
		t.Errorf("%s: DPOR visits %d states, the plain search %d", name, red.Stats.States, full.Stats.States)
	}
	if !slices.Equal(full.Covered, red.Covered) {
		t.Errorf("%s: coverage differs", name)
	}
	// Every state of the reduced search is one of the plain search's, and
	// every state of the plain search where time can pass is visited.
	fk := map[string]bool{}
	for i := 0; i < full.Store.Len(); i++ {
		fk[string(full.Store.Key(uint32(i)))] = true
	}
	rk := map[string]bool{}
	for i := 0; i < red.Store.Len(); i++ {
		k := string(red.Store.Key(uint32(i)))
		rk[k] = true
		if !fk[k] {
			t.Errorf("%s: DPOR visits a state the plain search does not reach", name)
			break
		}
	}
	st := m.Mach.Initial()
	obs := make([]bool, len(m.Timed))
	reg := m.Layout.NewRegion()
	buf := m.Encoding().Scratch()
	for i := 0; i < full.Store.Len(); i++ {
		k := full.Store.Key(uint32(i))
		if rk[string(k)] {
			continue
		}
		m.Encoding().Decode(k, full.Store.Wall(uint32(i)), buf, &st, obs, reg)
		if urgent, err := m.Mach.Urgent(&st, m.RegionClocks(reg)); err != nil || !urgent {
			t.Errorf("%s: DPOR skips a state where time can pass (%v)", name, err)
			break
		}
	}
	if _, err := red.BuildReport(); err != nil {
		t.Errorf("%s: DPOR violation traces: %v", name, err)
	}
	return full, red, true
}

// Every bundled program for 20 minutes from 09:00 (an hour with
// DELOREAN_LONG): the same verdicts and first-trace lengths as the plain
// search, and fewer states on p04, whose urgent instants have timers of
// independent rules due (p05 has such instants too, but the states left
// out there are reached by other paths).
func TestTimedDPORBundledAgrees(t *testing.T) {
	var files []string
	for _, pat := range []string{"../programs/paper/*.ta", "../programs/isy/*.isy", "../programs/elk/*.elk", "../programs/ha/*/*.ta", "../programs/ha/*/*.elk", "../programs/ha/*/*.isy"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	horizon, limit := int64(1200), 100000
	if os.Getenv("DELOREAN_LONG") != "" {
		horizon, limit = 3600, 1000000
	}
	compared, fewer := 0, map[string]bool{}
	for _, f := range files {
		p, err := frontends.Load(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		cfg := Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: horizon, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}}
		for _, inv := range []string{strings.TrimSuffix(f, filepath.Ext(f)) + ".inv.yaml", filepath.Join(filepath.Dir(f), "invariants.yaml")} {
			if _, err := os.Stat(inv); err == nil {
				if cfg.Props, err = LoadProperties(inv, p); err != nil {
					t.Fatalf("%s: %v", inv, err)
				}
				break
			}
		}
		m, err := NewModel(p, cfg)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		full, red, ok := timedDPORAgrees(t, m, f, limit)
		if !ok {
			t.Logf("%s: more than %d states; skipped", f, limit)
			continue
		}
		compared++
		if red.Stats.States < full.Stats.States {
			fewer[filepath.Base(f)] = true
		}
		t.Logf("%s: plain %d states, DPOR %d (%d urgent states reduced); violations %v", f, full.Stats.States, red.Stats.States, red.Stats.Executions, violationSet(red))
	}
	if compared < 15 {
		t.Errorf("only %d programs compared", compared)
	}
	for _, f := range []string{"p04.elk"} {
		if !fewer[f] {
			t.Errorf("%s: DPOR visits no fewer states than the plain search", f)
		}
	}
}

// concurrentProgram is two random programs side by side (the second's
// names renamed), so that stimuli of one are independent of the other's
// and their timers are now and then due at the same instant.
func concurrentProgram(rng *rand.Rand) string {
	a := randprog.Program(rng)
	b := randprog.Program(rng)
	for _, from := range []string{"v", "c", "t", "e", "r", "level"} {
		b = renameWords(b, from)
	}
	body := strings.SplitN(b, "\n", 2)[1] // without "program generated"
	return a + body
}

// renameWords renames the identifiers of prefix p followed by digits (or
// exactly p) to q_p...
func renameWords(src, p string) string {
	var out strings.Builder
	for i := 0; i < len(src); {
		isStart := i == 0 || !isWord(src[i-1])
		if isStart && strings.HasPrefix(src[i:], p) {
			j := i + len(p)
			for j < len(src) && src[j] >= '0' && src[j] <= '9' {
				j++
			}
			if (j > i+len(p) || p == "level") && (j == len(src) || !isWord(src[j])) {
				out.WriteString("q_" + src[i:j])
				i = j
				continue
			}
		}
		out.WriteByte(src[i])
		i++
	}
	return out.String()
}

func isWord(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// Random programs, single and side by side, with an invariant over two
// variables and every other one an observer: the same verdicts and
// first-trace lengths, and, side by side, fewer states in some.
func TestTimedDPORRandomAgrees(t *testing.T) {
	n := 200
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 2000
	}
	rng := rand.New(rand.NewSource(11))
	compared, violated, fewer := 0, 0, 0
	var fullStates, redStates int64
	for i := 0; i < n; i++ {
		src := randprog.Program(rng)
		if i%2 == 1 {
			src = concurrentProgram(rng)
		}
		p, err := frontends.LoadSource("random.ta", []byte(src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		cond, v := randprog.TwoVarInvariant(rng, p, FormatValue)
		yaml := fmt.Sprintf("- name: inv\n  condition: '%s'\n", cond)
		if i%4 == 1 {
			kind := []string{"holds: '%s', for: %ds", "reaches: '%s', within: %ds"}[rng.Intn(2)]
			yaml += fmt.Sprintf("- {name: obs, after: e0, "+kind+"}\n", fmt.Sprintf("%s == %s", ta.QuoteName(v.Name), FormatValue(&v.Type, v.Type.Min())), 1+rng.Intn(3))
		}
		props, err := ParseProperties("inv.yaml", []byte(yaml), p)
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, yaml)
		}
		m, err := NewModel(p, Config{Cal: ta.Calendar{Horizon: 12}, Props: props})
		if err != nil {
			t.Fatal(err)
		}
		full, red, ok := timedDPORAgrees(t, m, fmt.Sprintf("program %d:\n%s\ninvariants:\n%s", i, src, yaml), 20000)
		if t.Failed() {
			return
		}
		if !ok {
			continue
		}
		compared++
		if len(full.Violations) > 0 {
			violated++
		}
		if red.Stats.States < full.Stats.States {
			fewer++
		}
		fullStates += full.Stats.States
		redStates += red.Stats.States
	}
	t.Logf("%d of %d programs compared, %d with violations, %d with fewer states; states: plain %d, DPOR %d", compared, n, violated, fewer, fullStates, redStates)
	if compared < n*8/10 || violated*10 < compared || fewer == 0 {
		t.Errorf("only %d programs compared, %d with violations, %d reduced: the test checks little", compared, violated, fewer)
	}
}
