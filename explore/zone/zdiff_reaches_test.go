package zone

import (
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// `reaches` conditions that time makes true and that read two clocks.
// "reaches C within W" is violated when C has not been met by some time
// after W (so a condition met just after W, C being a strict bound, is
// met in time). Worked out by hand: a is reset once by ea, then b once by eb, while
// a <= 3; the obligations open when b is reset (m becomes 1), with
// a = d0 in 0..3 and b = 0; from then a - b = d0.
//
//   - a >= 3 && b >= 2: met after max(3 - d0, 2) in 2..3 s: "within 3s"
//     holds, "within 2s" (the same condition, b first) is violated
//     (d0 < 1). Before the fix the zone engine refused the latter (two
//     clocks' lower bounds, the larger second) and took the former only
//     by ignoring b's bound;
//   - a > 3 && b >= 2: met just after max(3 - d0, 2): "strict within 3s"
//     holds, "strict within 2s" is violated (d0 < 1);
//   - a >= 3 && a <= 4 && b >= 2: met after max(3 - d0, 2) if a is at
//     most 4 then, that is d0 <= 2; for d0 in (2, 3] b reaches 2 after a
//     has passed 4 and it is never met: "leaves" is violated. Before the
//     fix the zone engine read this part as entered through a >= 3 alone
//     (it ignored b's lower bound, smaller and on another clock);
//   - a - b >= 1 && b >= 2: never met for d0 < 1: "diagonal" is violated;
//     a - b <= 3 && b >= 2: met after 2 s: "diagonal met" holds.
func TestZonesReachesTwoClocks(t *testing.T) {
	src := `program reach2
var n: 0..1
var m: 0..1
clock a
clock b
event ea, eb
rule ra on ea {
    if n == 0 {
        reset a
        n = 1
    }
}
rule rb on eb {
    if m == 0 && n == 1 && a <= 3s {
        reset b
        m = 1
    }
}
`
	inv := `- name: within 3s
  after: 'm == 1'
  reaches: 'a >= 3s && b >= 2s'
  within: 3s
- name: within 2s
  after: 'm == 1'
  reaches: 'b >= 2s && a >= 3s'
  within: 2s
- name: strict within 3s
  after: 'm == 1'
  reaches: 'a > 3s && b >= 2s'
  within: 3s
- name: strict within 2s
  after: 'm == 1'
  reaches: 'a > 3s && b >= 2s'
  within: 2s
- name: leaves
  after: 'm == 1'
  reaches: 'a >= 3s && a <= 4s && b >= 2s'
  within: 3s
- name: diagonal
  after: 'm == 1'
  reaches: 'a - b >= 1s && b >= 2s'
  within: 5s
- name: diagonal met
  after: 'm == 1'
  reaches: 'a - b <= 3s && b >= 2s'
  within: 2s
`
	want := []string{"diagonal", "leaves", "strict within 2s", "within 2s"}
	p, err := frontends.LoadSource("reach2.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	cfg := func() explore.Config {
		ps, err := explore.ParseProperties("reach2.yaml", []byte(inv), p)
		if err != nil {
			t.Fatal(err)
		}
		return explore.Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: 12}, Props: ps}
	}
	rv, rres := regionVerdicts(t, p, cfg())
	if !slices.Equal(rv, want) {
		t.Fatalf("regions: violated %q, want %q", rv, want)
	}
	zv, _, zres := zoneVerdicts(t, p, cfg())
	if !slices.Equal(zv, want) {
		t.Errorf("zones: violated %q, want %q", zv, want)
	}
	rs := map[string]string{}
	rres.EachDiscrete(func(st *ta.State) { rs[key(st)] = stateText(p, st) })
	zs := map[string]string{}
	for i := range zres.States {
		zs[key(&zres.States[i])] = stateText(p, &zres.States[i])
	}
	// n and m: 00, 10, 11 (m only after n).
	if a, b := differ(rs, zs); len(a)+len(b) > 0 || len(zs) != 3 {
		t.Errorf("%d discrete states; only regions: %s\nonly zones: %s", len(zs), head(a), head(b))
	}
}
