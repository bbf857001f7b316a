package isy

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends/isy/nodes"
	"github.com/delorean-mc/delorean/frontends/isy/syntax"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/environment"
	tasyntax "github.com/delorean-mc/delorean/ta/syntax"
)

// Issue 23 item 1: device lists, kinds, misspellings, scenes.

const fixtures = "../../testdata/devices/"

func catalogue(t *testing.T) *nodes.Catalogue {
	t.Helper()
	src, err := os.ReadFile(fixtures + "home.nodes.xml")
	if err != nil {
		t.Fatal(err)
	}
	c, err := nodes.ParseNodes("home.nodes.xml", src)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// lowerWith lowers ISY text with options, returning the checked program
// and the warnings.
func lowerWith(t *testing.T, file, src string, opt Options) (*ta.Program, ta.ErrorList, error) {
	t.Helper()
	f, err := syntax.Parse(file, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p, warns, err := LowerWith(f, file, opt)
	if err != nil {
		return nil, warns, err
	}
	if err := ta.Check(p); err != nil {
		t.Fatalf("%v\n%s", err, tasyntax.Print(p))
	}
	return p, warns, nil
}

func readFixture(t *testing.T, name string) string {
	t.Helper()
	src, err := os.ReadFile(fixtures + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

// The acceptance programs of issue 23: a misspelt command and a value no
// on/off device has each warn at the value's line and column, naming the
// nearest known value; strict makes them errors.
func TestDevicesTypoWarnings(t *testing.T) {
	cases := []struct {
		file, pos, near string
	}{
		{"typo-onn.isy", "typo-onn.isy:4:9", `the known command "On"`},
		{"typo-open.isy", "typo-open.isy:4:34", `the nearest known value is "On"`},
	}
	for _, tc := range cases {
		t.Run(tc.file, func(t *testing.T) {
			src := readFixture(t, tc.file)
			_, warns, err := lowerWith(t, tc.file, src, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(warns) != 1 || warns[0].Pos.String() != tc.pos || !strings.Contains(warns[0].Msg, tc.near) {
				t.Fatalf("warnings %v; want one at %s with %s", warns, tc.pos, tc.near)
			}
			_, _, err = lowerWith(t, tc.file, src, Options{Strict: true})
			if err == nil || !strings.HasPrefix(err.Error(), tc.pos+": ") || !strings.Contains(err.Error(), tc.near) {
				t.Fatalf("strict: %v", err)
			}
		})
	}
}

// No false alarms: the bundled ISY examples and the corpus of real
// exports warn about nothing.
func TestDevicesNoWarningsOnExamples(t *testing.T) {
	files, _ := filepath.Glob("../../programs/isy/*.isy")
	more, _ := filepath.Glob("../../../shared/corpus/isy/*")
	for _, f := range append(files, more...) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		_, warns, err := lowerWith(t, filepath.Base(f), string(src), Options{})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if len(warns) > 0 {
			t.Errorf("%s: %v", f, warns)
		}
	}
}

// Issue 23: a light the programs only test with `is Off` had the domain
// {Off}, so the program watching it never ran. Its kind (on/off, from use
// or from the list) gives it On too, and as a sensor the environment
// turns it on. (Before the fix the domain was [Off] and the then path was
// never covered.)
func TestDevicesDomainFromKind(t *testing.T) {
	src := `Island Follows - [ID 0001][Parent 0001]

If
        Status  'Kitchen Light' is Off
 
Then
        Send Notification to 'Owner' content 'kitchen dark'
 
Else
        Send Notification to 'Owner' content 'kitchen lit'
`
	p, _, err := lowerWith(t, "k.isy", src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	v := p.Vars[p.LookupVar("Kitchen Light")]
	if !slices.Equal(v.Type.Values, []string{"Off", "On"}) {
		t.Fatalf("domain %v, want [Off On]", v.Type.Values)
	}
	_, rep := explored(t, src, ta.Calendar{Horizon: 60}, "")
	if !slices.Contains(rep.Coverage.Emitted, "Send Notification to 'Owner' content 'kitchen lit'") {
		t.Errorf("the Else path never ran: outputs %v", rep.Coverage.Emitted)
	}
}

// With the list, Set Scene sets its members and the programs watching
// them run; a controller's button sets the other members; a dimmer and a
// switch can be switched by hand; a sensor reports both ways. Checked by
// replaying stimuli in the concrete semantics.
func TestDevicesScenes(t *testing.T) {
	p, warns, err := lowerWith(t, "home.isy", readFixture(t, "home.isy"), Options{Devices: catalogue(t)})
	if err != nil || len(warns) > 0 {
		t.Fatalf("%v %v", err, warns)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: 600}})
	if err != nil {
		t.Fatal(err)
	}
	var emits []string
	out, err := explore.Replay(m, []explore.ReplayStep{
		{At: sec(1), Stim: stim(t, p, "Kitchen Keypad - A: switched On")},
		{At: sec(2), Stim: stim(t, p, "Garage Light: switched On")},
		{At: sec(3), Stim: stim(t, p, "Kitchen Keypad - B: switched Off")},
	}, sec(4), func(i int, s *explore.Step) {
		emits = append(emits, s.Emits...)
	})
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"Kitchen Light": "Off", "Kitchen Island": "Off", "Garage Light": "Off"} {
		if got := valueOf(t, p, &out.State, name); got != want {
			t.Errorf("%s = %s after Good Night, want %s", name, got, want)
		}
	}
	// Island Watch saw the island come on (keypad A) and go off (the scene).
	if !slices.Contains(emits, "Send Notification to 'Owner' content 'Island on'") || !slices.Contains(emits, "Send Notification to 'Owner' content 'Island off'") {
		t.Errorf("emits %v", emits)
	}
	// The motion sensor reports Off as well as On; the leak sensor too.
	for _, n := range []string{"Garage Motion: switched Off", "Laundry Leak - Wet: switched On", "Kitchen Light: switched On"} {
		stim(t, p, n)
	}
}

// With the list: a status the kind has not, a command the kind does not
// send, Set on a sensor are warnings; a device or scene name it does not
// hold is an error at the name, with the listed name one edit away.
func TestDevicesListChecks(t *testing.T) {
	src := `Checks - [ID 0001][Parent 0001]

If
        Status  'Kitchen Light' is On
     Or Status  'Garage Door' is Open
     Or Control 'Garage Motion' is switched Fast On
 
Then
        Set 'Garage Door' On
        Set Scene 'Whole House' Off
`
	_, warns, err := lowerWith(t, "c.isy", src, Options{Devices: catalogue(t)})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`c.isy:5:9: "Garage Door" is a door sensor (type 16.2.64.0 at home.nodes.xml:67:3): a door sensor reports its state; programs cannot set it`,
		`c.isy:5:34: "Garage Door" is a door sensor (type 16.2.64.0 at home.nodes.xml:67:3): a door sensor has no status "Open" (its statuses are Off and On); the nearest known value is "On"`,
		`c.isy:6:9: "Garage Motion" is a motion sensor (type 16.1.65.0 at home.nodes.xml:11:3): a motion sensor does not send "Fast On" (it sends On, Off); the nearest known command is "On"`,
	}
	var got []string
	for _, w := range warns {
		got = append(got, w.Error())
	}
	if !slices.Equal(got, want) {
		t.Fatalf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	bad := strings.NewReplacer("'Kitchen Light'", "'Kitchen Ligt'", "'Whole House'", "'Whole Hose'").Replace(src)
	_, _, err = lowerWith(t, "c.isy", bad, Options{Devices: catalogue(t)})
	wantErr := `c.isy:4:17: no device named "Kitchen Ligt" in home.nodes.xml (did you mean "Kitchen Light"?)
c.isy:10:19: no scene named "Whole Hose" in home.nodes.xml (did you mean "Whole House"?)`
	if err == nil || err.Error() != wantErr {
		t.Fatalf("misspelt names: %v, want\n%s", err, wantErr)
	}
}

// An environment file: a fixed sensor gets no reports at all (not even
// changes within a class), a manual device gets a person at its switch.
func TestDevicesEnvironmentFile(t *testing.T) {
	src := `Dim Watch - [ID 0001][Parent 0001]

If
        Status  'Hall Dimmer' > 50%
     Or Status  'Porch' is On
 
Then
        Set 'Garage Door' Off
`
	spec, err := environment.ParseEnvironment("env.yaml", []byte("fixed: [Hall Dimmer]\nmanual: [Garage Door]\n"))
	if err != nil {
		t.Fatal(err)
	}
	p, _, err := lowerWith(t, "d.isy", src, Options{Env: spec})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range p.Events {
		names = append(names, e.Name)
	}
	want := []string{"Porch: status Off", "Porch: status On", "Garage Door: switched On", "Garage Door: switched Off"}
	if !slices.Equal(names, want) {
		t.Fatalf("events %q, want %q", names, want)
	}
	// Without the file the dimmer is a sensor with its classes and the
	// change within a class.
	p, _, _ = lowerWith(t, "d.isy", src, Options{})
	if p.LookupEvent("Hall Dimmer: changes within its class") < 0 || p.LookupEvent("Garage Door: switched On") >= 0 {
		t.Fatalf("without the file: %s", tasyntax.Print(p))
	}
}
