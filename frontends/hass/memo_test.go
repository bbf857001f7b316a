package hass_test

import (
	"math/rand"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// lockFight is three automations that each change a lock its change
// triggers the others on (a cascade whose orders are many, some of them
// without end): the memo's case.
const lockFight = `automation:
  - alias: Lock
    mode: single
    trigger:
      - platform: state
        entity_id: lock.k0
        to: "unlocked"
    action:
      - service: lock.lock
        target:
          entity_id: lock.k0
      - service: light.toggle
        target:
          entity_id: light.l0
  - alias: Unlock
    mode: single
    trigger:
      - platform: state
        entity_id: lock.k0
        to: "locked"
    action:
      - service: lock.unlock
        target:
          entity_id: lock.k0
      - service: light.turn_off
        target:
          entity_id: light.l0
  - alias: Light
    trigger:
      - platform: state
        entity_id: light.l0
    action:
      - service: lock.lock
        target:
          entity_id: lock.k0
`

// The memo (ta.Memo: a run of a stimulus cut short where an earlier run
// came to in another order) changes no result: on random homes and on
// one of automations that fight over a lock, the report (states,
// verdicts with their traces, runtime errors, order conflicts) is the
// one of the enumeration of every order, with fewer runs where orders
// meet.
func TestMemoAgrees(t *testing.T) {
	homes := []*simHome{{src: lockFight}}
	for seed := int64(1); seed <= 8; seed++ {
		homes = append(homes, genSimHome(rand.New(rand.NewSource(seed))), &simHome{src: yieldHome(rand.New(rand.NewSource(seed)))})
	}
	// The lines that count runs, and the times.
	counts := regexp.MustCompile(`(?m)^.*(transitions|elapsed|states/s|MiB|predict).*$`)
	fewer := 0
	for i, h := range homes {
		src := h.src
		name := "configuration.yaml"
		if strings.HasPrefix(src, "environment:") {
			name = "home.yaml"
		}
		p, err := frontends.LoadSource(name, []byte(src))
		if err != nil {
			t.Fatalf("home %d: %v\n%s", i, err, src)
		}
		var inv strings.Builder
		for _, v := range p.Vars {
			if v.Device {
				for _, x := range v.Type.Values {
					inv.WriteString("- name: " + v.Name + " never " + x + "\n  condition: '" + v.Name + " != " + x + "'\n")
				}
			}
		}
		var texts [2]string
		var trans [2]int64
		for k, memo := range []bool{false, true} {
			props, err := explore.ParseProperties("inv.yaml", []byte(inv.String()), p)
			if err != nil {
				t.Fatal(err)
			}
			m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Start: h.startTOD, Horizon: 6, Weekday: h.weekday, DayKnown: true}, Props: props})
			if err != nil {
				t.Fatal(err)
			}
			m.Mach.NoMemo = !memo
			t0 := time.Now()
			rep, _, err := explore.ExploreReport(m, explore.Options{MaxStates: 20000, NoSplit: true})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("home %d memo %v: %d states %d transitions %v", i, memo, rep.States, rep.Transitions, time.Since(t0))
			var b strings.Builder
			rep.WriteText(&b)
			texts[k] = counts.ReplaceAllString(b.String(), "")
			trans[k] = rep.Transitions
		}
		if texts[0] != texts[1] {
			a, b := strings.Split(texts[1], "\n"), strings.Split(texts[0], "\n")
			k := 0
			for k < len(a) && k < len(b) && a[k] == b[k] {
				k++
			}
			t.Errorf("home %d: with the memo the report says, from line %d,\n%s\nwithout\n%s\n%s", i, k+1,
				strings.Join(a[k:min(k+8, len(a))], "\n"), strings.Join(b[k:min(k+8, len(b))], "\n"), src)
		}
		if trans[1] < trans[0] {
			fewer++
		}
		if i == 0 && trans[1] >= trans[0] {
			t.Errorf("the lock fight: %d runs with the memo, %d without", trans[1], trans[0])
		}
	}
	t.Logf("%d homes, %d with fewer runs", len(homes), fewer)
}
