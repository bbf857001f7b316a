package elk

import (
	"testing"
)

// One name for two objects of a kind is an error at the number fewer
// mentions give (the later at a tie), naming the position of the number
// the rest of the rules give; names that differ, or kinds that differ,
// are not.
func TestOneNameTwoNumbers(t *testing.T) {
	for _, c := range []struct {
		what, src, want string
	}{
		{"the minority number", `1. WHENEVER Front Door (Zn 1) BECOMES NOT SECURE
   THEN TURN Siren (Out 1) ON FOR 5 MINS
2. WHENEVER Back Door (Zn 2) BECOMES NOT SECURE
   THEN TURN Siren (Out 11) ON FOR 5 MINS
3. WHENEVER Main House (Area 1) ARM STATE BECOMES DISARMED
   THEN TURN Siren (Out 1) OFF
`, `n.elk:4:14: "Siren" is Out 1 at n.elk:2:14, not Out 11: two outputs with one name (did you mean "Siren (Out 1)"?)`},
		{"the majority comes later", `1. WHENEVER Front Door (Zn 1) BECOMES NOT SECURE
   THEN TURN Siren (Out 11) ON FOR 5 MINS
2. WHENEVER Back Door (Zn 2) BECOMES NOT SECURE
   THEN TURN Siren (Out 1) ON FOR 5 MINS
3. WHENEVER Main House (Area 1) ARM STATE BECOMES DISARMED
   THEN TURN Siren (Out 1) OFF
`, `n.elk:2:14: "Siren" is Out 1 at n.elk:4:14, not Out 11: two outputs with one name (did you mean "Siren (Out 1)"?)`},
		{"a tie: the later", `1. WHENEVER Front Door (Zn 1) BECOMES NOT SECURE
   THEN TURN Hall Light [3 (A3)] ON
2. WHENEVER Front Door (Zn 1) BECOMES SECURE
   THEN TURN hall  light [4] OFF
`, `n.elk:4:14: "hall light" is [3 (A3)] at n.elk:2:14, not [4]: two lights with one name (did you mean "Hall Light [3 (A3)]"?)`},
		{"zones", `1. WHENEVER Front Door (Zn 1) BECOMES NOT SECURE
   THEN TURN Chime (Out 3) ON
2. WHENEVER Front Door (Zn 2) BECOMES SECURE
   THEN TURN Chime (Out 3) OFF
`, `n.elk:3:13: "Front Door" is Zn 1 at n.elk:1:13, not Zn 2: two zones with one name (did you mean "Front Door (Zn 1)"?)`},
		{"two kinds", `1. WHENEVER Garage Door (Zn 5) BECOMES NOT SECURE
   THEN TURN Garage Door (Out 5) ON FOR 2 SECS
`, ""},
		{"two names", `1. WHENEVER Siren Trip (Zn 1) BECOMES NOT SECURE
   THEN TURN Siren (Out 1) ON
   THEN TURN Siren 2 (Out 2) ON
`, ""},
	} {
		t.Run(c.what, func(t *testing.T) {
			f, err := Parse("n.elk", []byte(c.src))
			if err != nil {
				t.Fatal(err)
			}
			_, err = Lower(f, "n.elk")
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("unexpected error: %v", err)
			case c.want != "" && (err == nil || err.Error() != c.want):
				t.Fatalf("got %v\nwant %s", err, c.want)
			}
		})
	}
}
