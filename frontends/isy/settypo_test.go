package isy

import (
	"strings"
	"testing"
)

// A Set whose command is one edit from a command ISY sends warns at the
// action, naming the command meant ("Of" is a shortened "Off", not a
// changed "On"); a command ISY sends, or one far from every command,
// does not.
func TestSetCommandTypo(t *testing.T) {
	prog := func(cmd string) string {
		return "Porch - [ID 0010][Parent 0001]\n\nIf\n        Control 'Porch Motion' is switched On\n\nThen\n        Set 'Porch Light' " + cmd + "\n\nElse\n   - No Actions - (To add one, press 'Action')\n"
	}
	cases := []struct{ cmd, near string }{
		{"Of", `one edit from "Off"`},
		{"Offf", `one edit from "Off"`},
		{"Beeep", `one edit from "Beep"`},
		{"Querry", `one edit from "Query"`},
		{"Beep", ""},
		{"Fade Up", ""},
		{"Heat Setpoint 70", ""},
	}
	for _, tc := range cases {
		_, warns, err := lowerWith(t, "porch.isy", prog(tc.cmd), Options{})
		if err != nil {
			t.Fatalf("%s: %v", tc.cmd, err)
		}
		if tc.near == "" {
			if len(warns) != 0 {
				t.Errorf("Set %s: unexpected warnings %v", tc.cmd, warns)
			}
			continue
		}
		if len(warns) != 1 || warns[0].Pos.String() != "porch.isy:7:9" || !strings.Contains(warns[0].Msg, tc.near) {
			t.Errorf("Set %s: warnings %v; want one at porch.isy:7:9 with %s", tc.cmd, warns, tc.near)
		}
		if _, _, err := lowerWith(t, "porch.isy", prog(tc.cmd), Options{Strict: true}); err == nil || !strings.Contains(err.Error(), tc.near) {
			t.Errorf("Set %s strict: %v", tc.cmd, err)
		}
	}
}
