package syntax_test

import (
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/frontends/isy/syntax"
	"github.com/delorean-mc/delorean/ta"
)

// TestParseConstructs: every kind of condition and action of the admin
// console's text parses to the AST node it names, with And binding
// tighter than Or.
func TestParseConstructs(t *testing.T) {
	src := `Everything - [ID 0001][Parent 0001][Run At Startup]

If
        Control 'Switch' is switched Fast On
    And 'Motion' is not switched Off
     Or Status  'Dimmer' >= 40%
    And (
             'Thermostat' Status is Heating
          Or 'Camera' Error is not None
        )
    And Program 'Other' is False
    And $s.mode is 2
    And $iCount <= $iLimit
    And Module 'Climate' Temperature > 80
    And X10 'M1/On (3)' is Received
    And On Mon, Wed, Fri Time is  8:30:00PM
    And From    Sunset  + 30 minutes
        To       2:00:00AM (next day)
    And From     6:00:00AM For 1 hour and 30 minutes
    And Time is Last Run Time for 'Other' +  2 minutes
 
Then
        Set 'Dimmer' 50%
        Set 'Switch' Fast Off
        Set Scene 'Evening' On
        Set 'Notification Controller / UD Mobile' Send Message To JimsPhone Content 8
        Wait  1 minute and 30 seconds (Random)
        Repeat Every  15 minutes 
           Set 'Switch' On
        Repeat 3 times (Random)
           $iCount += 2
        Run Program 'Other' (Else Path)
        Stop Program 'Other'
        Disable Program 'Other'
        Set Program 'Other' To Run At Startup
        Send Notification to 'Default' content 'Alert'
        Resource 'Ping'
        $iCount Init To 3
        $iLimit = Random 5
        $iCount /= 2
 
Else
   - No Actions - (To add one, press 'Action')
 
A comment that mentions If and Wait 5 minutes.
Second line.

Other - [ID 0002][Parent 0001][Not Enabled]

If
   - No Conditions - (To add one, press 'Schedule' or 'Condition')
 
Then
        Repeat While $iCount > 0
           $iCount -= 1
           Wait  10 seconds 
`
	f, err := syntax.Parse("c.isy", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Programs) != 2 {
		t.Fatalf("%d programs", len(f.Programs))
	}
	p := f.Programs[0]
	if !p.RunAtStartup || p.ID != "0001" || len(p.Then) != 18 || len(p.Else) != 0 || len(p.Comment) != 2 {
		t.Fatalf("program: startup %v id %s then %d else %d comment %q", p.RunAtStartup, p.ID, len(p.Then), len(p.Else), p.Comment)
	}
	var atoms []string
	var walk func(c syntax.Cond)
	walk = func(c syntax.Cond) {
		switch c := c.(type) {
		case *syntax.And:
			walk(c.X)
			walk(c.Y)
		case *syntax.Or:
			walk(c.X)
			walk(c.Y)
		case *syntax.Control:
			atoms = append(atoms, "control "+c.Device+" "+c.Cmd+map[bool]string{true: " not", false: ""}[c.Not])
		case *syntax.Status:
			atoms = append(atoms, "status "+c.Device)
		case *syntax.Driver:
			atoms = append(atoms, "driver "+c.Device+" "+c.Driver+" "+c.Val.Word)
		case *syntax.ProgramIs:
			atoms = append(atoms, "program "+c.Name)
		case *syntax.VarCmp:
			atoms = append(atoms, "var "+c.Var)
		case *syntax.Module:
			atoms = append(atoms, "module "+c.Module+" "+c.Field)
		case *syntax.X10:
			atoms = append(atoms, "x10 "+c.Name)
		case *syntax.TimeIs:
			atoms = append(atoms, "time "+c.Days.String()+" "+ta.FormatTime(&c.At.Lit)+" "+c.At.LastRun)
		case *syntax.Range:
			atoms = append(atoms, "range "+ta.FormatTime(&c.From.Lit)+" "+ta.FormatTime(&c.To.Lit)+" "+ta.FormatDuration(c.For))
		}
	}
	walk(p.Cond)
	want := []string{
		"control Switch Fast On", "control Motion Off not", "status Dimmer", "status Thermostat",
		"driver Camera Error None", "program Other", "var $s.mode", "var $iCount",
		"module Climate Temperature", "x10 M1/On (3)", "time Mon, Wed, Fri 20:30 ",
		"range sunset + 30m 02:00 0s", "range 06:00 00:00 1h30m", "time  00:02 Other",
	}
	if !slices.Equal(atoms, want) {
		t.Fatalf("conditions\n%q\nwant\n%q", atoms, want)
	}
	// And binds tighter than Or: (Control And not-switched) Or (... And ...).
	if _, ok := p.Cond.(*syntax.Or); !ok {
		t.Fatalf("top of the condition is %T, want Or", p.Cond)
	}
	if w, ok := p.Then[4].(*syntax.Wait); !ok || w.D != 90 || !w.Random {
		t.Fatalf("wait: %+v", p.Then[4])
	}
	if r, ok := f.Programs[1].Then[0].(*syntax.Repeat); !ok || r.While == nil {
		t.Fatalf("repeat while: %+v", f.Programs[1].Then[0])
	}
	if !f.Programs[1].NotEnabled || f.Programs[1].Cond != nil {
		t.Fatal("Other: not enabled, no conditions")
	}
}
