package isy

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The distances are counted by hand: a swap of two neighbouring
// characters is one edit (Damerau), each character edited once (the
// optimal string alignment: "ca" to "abc" is 3, not 2).
func TestDamerau(t *testing.T) {
	for _, c := range []struct {
		a, b  string
		limit int
		want  int
	}{
		{"light", "light", 2, 0},
		{"light", "ligth", 2, 1},  // swap
		{"light", "lihgt", 2, 1},  // swap
		{"light", "lights", 2, 1}, // insertion
		{"light", "ligt", 2, 1},   // deletion
		{"light", "lught", 2, 1},  // substitution
		{"ab", "ba", 2, 1},
		{"porch light", "porch ligth", 2, 1},
		{"garage opend", "garage opened", 2, 1},
		{"kitten", "sitting", 3, 3},
		{"kitten", "sitting", 2, 3}, // more than the limit: limit+1
		{"ca", "abc", 3, 3},
		{"", "abc", 5, 3},
		{"abc", "", 1, 2}, // lengths alone exceed the limit
		{"héllo", "hlélo", 2, 1},
	} {
		if got := damerau(c.a, c.b, c.limit); got != c.want {
			t.Errorf("damerau(%q, %q, %d) = %d, want %d", c.a, c.b, c.limit, got, c.want)
		}
	}
}

// What counts as a slip of a finger, and the one-edit pairs of names a
// home really has, which do not.
func TestSlip(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"Porch Ligth", "Porch Light", true},             // swap
		{"Porch Lihgt", "Porch Light", true},             // swap
		{"Porch Ligh", "Porch Light", true},              // last letter left out
		{"Porch Lightt", "Porch Light", true},            // a letter doubled
		{"Porch Llight", "Porch Light", true},            // the first letter doubled
		{"Porch Lught", "Porch Light", true},             // u is next to i
		{"Porch Lifht", "Porch Light", true},             // f is next to g
		{"Porch light", "Porch Light", true},             // case only
		{"PORCH LIGHT", "Porch Light", true},             // case only, short words too
		{"PorchLight", "Porch Light", true},              // a space left out
		{"Porch  Light", "Porch Light", true},            // a space doubled
		{"Porch Light ", "Porch Light", true},            // a trailing space
		{"Garage Dooor", "Garage Door", true},            // a letter doubled
		{"Glas Door", "Glass Door", true},                // not a plural: the s is inside the word
		{"Porch Laght", "Porch Light", false},            // a is far from i, in a short word
		{"Front Perch", "Front Porch", false},            // e is far from o, in a short word
		{"Dining Chandalier", "Dining Chandelier", true}, // a long word: any letter
		{"Kitchen Pendent", "Kitchen Pendant", true},
		{"Garage Mution", "Garage Motion", true},
		{"Deck Light", "Dock Light", false},     // e is far from o
		{"Deck Light", "Desk Light", false},     // c is far from s
		{"Hall Light", "Wall Light", false},     // a word's first letter
		{"Kitchen Cans", "Kitchen Vans", false}, // a word's first letter, though c is next to v
		{"Rain Sensor", "Drain Sensor", false},  // a letter before a word
		{"Light 1", "Light 2", false},           // a series
		{"Light 1", "Light 12", false},
		{"Zone 12", "Zone 21", false},
		{"Kitchen Keypad A", "Kitchen Keypad B", false}, // one-letter words
		{"Hall Light", "Hall Lights", false},            // a plural: a device and a scene
		{"Stair Light", "Stairs Light", false},
		{"Bar Light", "Barn Light", false}, // a word of three letters
		{"Bar Light", "Bat Light", false},
		{"Fan", "Fam", false}, // names shorter than four characters
		{"Porch Light", "Porch Light", false},
		{"Porch Light", "Porch Lamp", false}, // more than one edit
	} {
		if got := slip(c.a, c.b); got != c.want {
			t.Errorf("slip(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := slip(c.b, c.a); got != c.want {
			t.Errorf("slip(%q, %q) = %v, want %v (the other way)", c.b, c.a, got, c.want)
		}
	}
}

// nameProgram is an ISY export with the given condition and actions.
func nameProgram(name, cond string, then ...string) string {
	return name + " - [ID 0010][Parent 0001]\n\nIf\n        " + cond + "\n \nThen\n        " + strings.Join(then, "\n        ") + "\n \nElse\n   - No Actions - (To add one, press 'Action')\n"
}

// A name used once and a slip from another gets a warning at its quote;
// --strict makes it an error; names that are no slip, or used twice, get
// none.
func TestNameWarnings(t *testing.T) {
	for _, c := range []struct {
		what string
		src  string
		want []string
	}{
		{"used twice", nameProgram("Porch", "Control 'Porch Motion' is switched On", "Set 'Porch Light' On", "Wait  5 minutes", "Set 'Porch Ligth' Off", "Set 'Porch Light' 50%"),
			[]string{`p.isy:9:13: device "Porch Ligth" is used once, and one edit from the device "Porch Light" (used 2 times, first at p.isy:7:13); a misspelling makes a new device, unrelated to "Porch Light" (did you mean "Porch Light"?)`}},
		{"both used once: the later", nameProgram("Porch", "Control 'Porch Motion' is switched On", "Set 'Porch Light' On", "Wait  5 minutes", "Set 'Porch Ligth' Off"),
			[]string{`p.isy:9:13: device "Porch Ligth" is used once, and one edit from the device "Porch Light" (used once, at p.isy:7:13); a misspelling makes a new device, unrelated to "Porch Light" (did you mean "Porch Light"?)`}},
		{"in a condition", nameProgram("Porch", "Status  'Porch light' is On", "Set 'Porch Light' On", "Set 'Porch Light' Off"),
			[]string{`p.isy:4:17: device "Porch light" is used once, and one edit from the device "Porch Light" (used 2 times, first at p.isy:7:13); a misspelling makes a new device, unrelated to "Porch Light" (did you mean "Porch Light"?)`}},
		{"a scene", nameProgram("Night", "Time is 10:00:00PM", "Set Scene 'Whole House' Off", "Wait  1 minute", "Set Scene 'Whole House' Off", "Set Scene 'Whole Huose' Off"),
			[]string{`p.isy:10:19: scene "Whole Huose" is used once, and one edit from the scene "Whole House" (used 2 times, first at p.isy:7:19); a misspelling makes a new scene, unrelated to "Whole House" (did you mean "Whole House"?)`}},
		{"a variable", nameProgram("Away", "$sAway is 1", "$iAwayCount += 1", "Wait  1 minute", "$sAwya  = 0", "$sAway  = 0"),
			[]string{`p.isy:9:9: variable "$sAwya" is used once, and one edit from the variable "$sAway" (used 2 times, first at p.isy:4:9); a misspelling makes a new variable, unrelated to "$sAway" (did you mean "$sAway"?)`}},
		{"a variable read from another", nameProgram("Copy", "$iCount > $iLimit", "$iLast  = $iCuont", "$iCount  = 0"),
			[]string{`p.isy:7:19: variable "$iCuont" is used once, and one edit from the variable "$iCount" (used 2 times, first at p.isy:4:9); a misspelling makes a new variable, unrelated to "$iCount" (did you mean "$iCount"?)`}},
		{"an integer and a state variable", nameProgram("Away", "$sAway is 1", "$iAway  = 1", "$sAway  = 0"), nil},
		{"numbered variables", nameProgram("Zones", "$iZone1 is 1", "$iZone2  = 1", "$iZone1  = 0"), nil},
		{"a series", nameProgram("Lights", "Control 'Switch 1' is switched On", "Set 'Light 1' On", "Set 'Light 2' On", "Set 'Light 1' Off"), nil},
		{"keypad buttons", nameProgram("Keys", "Control 'Keypad A' is switched On", "Set 'Keypad B' On", "Set 'Keypad A' Off"), nil},
		{"a device and a scene", nameProgram("Hall", "Status  'Hall Light' is On", "Set Scene 'Hall Lights' On", "Set 'Hall Light' Off"), nil},
		{"a device and a scene one slip apart", nameProgram("Hall", "Status  'Hall Ligth' is On", "Set Scene 'Hall Light' On", "Set Scene 'Hall Light' Off"), nil},
		{"used twice each", nameProgram("Porch", "Control 'Porch Light' is switched On", "Set 'Porch Ligth' On", "Set 'Porch Light' On", "Set 'Porch Ligth' Off"), nil},
	} {
		t.Run(c.what, func(t *testing.T) {
			_, warns, err := lowerWith(t, "p.isy", c.src, Options{})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, w := range warns {
				got = append(got, w.Error())
			}
			if !slices.Equal(got, c.want) {
				t.Fatalf("warnings\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
			if len(c.want) == 0 {
				return
			}
			_, _, err = lowerWith(t, "p.isy", c.src, Options{Strict: true})
			if err == nil || err.Error() != c.want[0] {
				t.Fatalf("strict: %v, want the error %s", err, c.want[0])
			}
		})
	}
}

// With the device list the list decides: a listed name is fine however
// near another, a name it does not hold is an error (in a condition, a
// Set, a node command, a driver), once per name, with the listed name
// meant.
func TestNamesAgainstDeviceList(t *testing.T) {
	src := nameProgram("Kitchen", "Control 'Kitchen Keypad - A' is switched On",
		"Set 'Kitchen Keypad - B' Off", "Set 'Kitchen Ligth' On", "Set 'Kitchen Ligth' Off", "Set 'kitchen island' Beep")
	_, _, err := lowerWith(t, "k.isy", src, Options{Devices: catalogue(t)})
	want := `k.isy:8:13: no device named "Kitchen Ligth" in home.nodes.xml (did you mean "Kitchen Light"?)
k.isy:10:13: no device named "kitchen island" in home.nodes.xml (did you mean "Kitchen Island"?)`
	if err == nil || err.Error() != want {
		t.Fatalf("got %v\nwant\n%s", err, want)
	}
}

// On names built from a few characters, with every edit near another:
// a slip is always one edit (case aside), both ways round, and the
// distance with a limit is the distance without one, cut at the limit.
func TestSlipIsOneEdit(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const alphabet = "aAbs 1-"
	word := func() string {
		b := make([]byte, 3+rng.IntN(6))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		return string(b)
	}
	for range 20000 {
		a := word()
		b := []byte(a)
		switch i := rng.IntN(len(b)); rng.IntN(4) {
		case 0:
			b[i] = alphabet[rng.IntN(len(alphabet))]
		case 1:
			b = append(b[:i], b[i+1:]...)
		case 2:
			b = append(b[:i], append([]byte{alphabet[rng.IntN(len(alphabet))]}, b[i:]...)...)
		case 3:
			if i+1 < len(b) {
				b[i], b[i+1] = b[i+1], b[i]
			}
		}
		x, y := strings.ToLower(a), strings.ToLower(string(b))
		d := damerau(x, y, 20)
		if s := slip(a, string(b)); s != slip(string(b), a) || s && d > 1 {
			t.Fatalf("slip(%q, %q) = %v, distance %d", a, b, s, d)
		}
		for limit := range 3 {
			if got := damerau(x, y, limit); got != min(d, limit+1) {
				t.Fatalf("damerau(%q, %q, %d) = %d, want %d", x, y, limit, got, min(d, limit+1))
			}
		}
	}
}
