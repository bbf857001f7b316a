package elk

import (
	"fmt"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// summary prints a rule's AST compactly, for the table below.
func summary(r *Rule) string {
	var parts []string
	if r.Number > 0 {
		parts = append(parts, fmt.Sprintf("#%d", r.Number))
	}
	parts = append(parts, "when "+trigSummary(r.Trigger))
	for _, q := range r.Quals {
		parts = append(parts, "and "+qualSummary(q))
	}
	for _, a := range r.Actions {
		parts = append(parts, "then "+actionSummary(a))
	}
	return strings.Join(parts, "; ")
}

func objText(o *Object) string {
	if o == nil {
		return "any keypad"
	}
	return o.String()
}

func trigSummary(t Trigger) string {
	switch t := t.(type) {
	case *TimeTrigger:
		return "time " + ta.FormatTime(&t.At)
	case *EveryTrigger:
		return "every " + ta.FormatDuration(t.Period)
	case *ZoneTrigger:
		return fmt.Sprintf("%s secure=%v", objText(t.Zone), t.Secure)
	case *BypassTrigger:
		return fmt.Sprintf("%s bypassed=%v", objText(t.Zone), t.Bypassed)
	case *ArmTrigger:
		return fmt.Sprintf("%s becomes %s", objText(t.Area), t.State)
	case *TurnedTrigger:
		return fmt.Sprintf("%s turned on=%v", objText(t.Obj), t.On)
	case *TaskTrigger:
		return objText(t.Task) + " activated"
	case *CounterTrigger:
		return fmt.Sprintf("%s changes to %d", objText(t.Counter), t.N)
	case *KeyTrigger:
		return fmt.Sprintf("%s key on %s", t.Key, objText(t.Keypad))
	case *EventTrigger:
		return "event " + t.Text
	}
	return fmt.Sprintf("%T", t)
}

func qualSummary(q Qualifier) string {
	switch q := q.(type) {
	case *DaysQual:
		return "days " + q.Days.String()
	case *TimeQual:
		return "time " + q.Op.String() + " " + ta.FormatTime(&q.At)
	case *DarkQual:
		return fmt.Sprintf("dark not=%v", q.Not)
	case *SecureQual:
		return fmt.Sprintf("%s secure=%v", objText(q.Zone), q.Secure)
	case *BypassQual:
		return fmt.Sprintf("%s bypassed=%v", objText(q.Zone), q.Bypassed)
	case *AnalogQual:
		return fmt.Sprintf("%s analog %s %d", objText(q.Zone), q.Op, q.Tenths)
	case *OnQual:
		return fmt.Sprintf("%s on=%v", objText(q.Obj), q.On)
	case *CounterQual:
		return fmt.Sprintf("%s %s %d", objText(q.Counter), q.Op, q.N)
	case *AreaQual:
		return fmt.Sprintf("%s is %s", objText(q.Area), q.State)
	}
	return fmt.Sprintf("%T", q)
}

func actionSummary(a Action) string {
	switch a := a.(type) {
	case *TurnOn:
		s := "on " + objText(a.Obj)
		if a.Level != nil {
			s += fmt.Sprintf(" level %d", *a.Level)
		}
		if a.Fade != nil {
			s += fmt.Sprintf(" fade %d", *a.Fade)
		}
		if a.For > 0 {
			s += " for " + ta.FormatDuration(a.For)
		}
		if a.Restart {
			s += " restart"
		}
		return s
	case *TurnOff:
		return "off " + objText(a.Obj)
	case *Toggle:
		return "toggle " + objText(a.Obj)
	case *CounterOp:
		return fmt.Sprintf("%s %d %s", a.Op, a.N, objText(a.Counter))
	case *Activate:
		return "activate " + objText(a.Task)
	case *Arm:
		return fmt.Sprintf("arm %s %s", objText(a.Area), a.State)
	case *Bypass:
		return fmt.Sprintf("bypass %s %v", objText(a.Zone), a.Bypass)
	case *SetThermostat:
		if a.Word != "" {
			return fmt.Sprintf("%s %s %s", objText(a.Obj), a.Field, a.Word)
		}
		return fmt.Sprintf("%s %s %d", objText(a.Obj), a.Field, a.N)
	case *LockAction:
		return fmt.Sprintf("lock %s %v", objText(a.Obj), a.Locked)
	case *Emit:
		return "emit " + a.Text
	}
	return fmt.Sprintf("%T", a)
}

// Every construct, each on its own, with the spellings the notes leave
// open.
func TestParseConstructs(t *testing.T) {
	const act = " THEN ANNOUNCE X"
	tests := []struct{ src, want string }{
		// Triggers.
		{"WHENEVER THE TIME IS 8:30 AM" + act, "when time 08:30; then emit ANNOUNCE X"},
		{"whenever the time is 5:15 pm then announce x", "when time 17:15; then emit announce x"},
		{"WHENEVER TIME IS 17:45" + act, "when time 17:45; then emit ANNOUNCE X"},
		{"WHENEVER SUNSET" + act, "when time sunset; then emit ANNOUNCE X"},
		{"WHENEVER THE TIME IS SUNRISE + 30 MINS" + act, "when time sunrise + 30m; then emit ANNOUNCE X"},
		{"WHENEVER SUNSET - 0:45" + act, "when time sunset - 45m; then emit ANNOUNCE X"},
		{"WHENEVER 15 MINUTES BEFORE SUNSET" + act, "when time sunset - 15m; then emit ANNOUNCE X"},
		{"WHENEVER 1 HR AFTER SUNRISE" + act, "when time sunrise + 1h; then emit ANNOUNCE X"},
		{"WHENEVER EVERY 5 SECONDS" + act, "when every 5s; then emit ANNOUNCE X"},
		{"WHENEVER EVERY 1 SECS" + act, "when every 1s; then emit ANNOUNCE X"},
		{"WHENEVER EVERY 10 MINS" + act, "when every 10m; then emit ANNOUNCE X"},
		{"WHENEVER EVERY 2 HOURS" + act, "when every 2h; then emit ANNOUNCE X"},
		{"WHENEVER Front Door (Zn 1) BECOMES NOT SECURE" + act, "when Front Door (Zn 1) secure=false; then emit ANNOUNCE X"},
		{"WHENEVER Front Door (Zn 1) BECOMES SECURE" + act, "when Front Door (Zn 1) secure=true; then emit ANNOUNCE X"},
		{"WHENEVER Back Door (Zone 2) BECOMES VIOLATED" + act, "when Back Door (Zn 2) secure=false; then emit ANNOUNCE X"},
		{"WHENEVER Window (Zn 3) IS BYPASSED" + act, "when Window (Zn 3) bypassed=true; then emit ANNOUNCE X"},
		{"WHENEVER Window (Zn 3) BECOMES UNBYPASSED" + act, "when Window (Zn 3) bypassed=false; then emit ANNOUNCE X"},
		{"WHENEVER Main (Area 1) ARM STATE BECOMES ARMED AWAY" + act, "when Main (Area 1) becomes ArmedAway; then emit ANNOUNCE X"},
		{"WHENEVER Main (Area 1) ARM STATE BECOMES ARMED STAY INSTANT" + act, "when Main (Area 1) becomes ArmedStayInstant; then emit ANNOUNCE X"},
		{"WHENEVER Main (Area 1) ARM STATE BECOMES ARMED NIGHT" + act, "when Main (Area 1) becomes ArmedNight; then emit ANNOUNCE X"},
		{"WHENEVER Main (Area 1) ARM STATE BECOMES ARMED VACATION" + act, "when Main (Area 1) becomes ArmedVacation; then emit ANNOUNCE X"},
		{"WHENEVER Main (Area 1) ARM STATE BECOMES ARMED" + act, "when Main (Area 1) becomes Armed; then emit ANNOUNCE X"},
		{"WHENEVER Main (Area 1) ARM STATE BECOMES DISARMED" + act, "when Main (Area 1) becomes Disarmed; then emit ANNOUNCE X"},
		{"WHENEVER Porch (Out 3) STATE IS TURNED OFF" + act, "when Porch (Out 3) turned on=false; then emit ANNOUNCE X"},
		{"WHENEVER Porch (Out 3) IS TURNED OFF" + act, "when Porch (Out 3) turned on=false; then emit ANNOUNCE X"},
		{"WHENEVER Porch (Output 3) STATE IS TURNED ON" + act, "when Porch (Out 3) turned on=true; then emit ANNOUNCE X"},
		{"WHENEVER Living Rm Light [6 (A6)] IS TURNED ON" + act, "when Living Rm Light [6 (A6)] turned on=true; then emit ANNOUNCE X"},
		{"WHENEVER Lamp [17] IS TURNED OFF" + act, "when Lamp [17] turned on=false; then emit ANNOUNCE X"},
		{"WHENEVER Lights Out (Task 2) IS ACTIVATED" + act, "when Lights Out (Task 2) activated; then emit ANNOUNCE X"},
		{"WHENEVER Ajar Ticks (Counter 1) CHANGES TO 0" + act, "when Ajar Ticks (Counter 1) changes to 0; then emit ANNOUNCE X"},
		{"WHENEVER F4 KEY ON ANY KEYPAD IS ACTIVATED" + act, "when F4 key on any keypad; then emit ANNOUNCE X"},
		{"WHENEVER THE F1 KEY ON Kitchen (Kp 1) IS PRESSED" + act, "when F1 key on Kitchen (Kp 1); then emit ANNOUNCE X"},
		{"WHENEVER ANY BURGLAR ALARM, ANY AREA TURNS ON" + act, "when event ANY BURGLAR ALARM, ANY AREA TURNS ON; then emit ANNOUNCE X"},
		{"WHENEVER ANY ALARM IS ACTIVE" + act, "when event ANY ALARM IS ACTIVE; then emit ANNOUNCE X"},
		{"WHENEVER AC FAILURE TROUBLE IS DETECTED" + act, "when event AC FAILURE TROUBLE IS DETECTED; then emit ANNOUNCE X"},
		{"WHENEVER Entry Delay Begins" + act, "when event ENTRY DELAY BEGINS; then emit ANNOUNCE X"},
		{"WHENEVER EXIT DELAY EXPIRES IN Main (Area 1)" + act, "when event EXIT DELAY EXPIRES IN MAIN (AREA 1); then emit ANNOUNCE X"},
		// Qualifiers.
		{"WHENEVER SUNSET AND THE DAYS OF THE WEEK ARE -M-W-F-" + act, "when time sunset; and days Mon, Wed, Fri; then emit ANNOUNCE X"},
		{"WHENEVER SUNSET AND THE DAY(S) OF THE WEEK IS/ARE S-----S" + act, "when time sunset; and days Sat, Sun; then emit ANNOUNCE X"},
		{"WHENEVER SUNSET AND DAY OF THE WEEK IS smtwtfs" + act, "when time sunset; and days Mon, Tue, Wed, Thu, Fri, Sat, Sun; then emit ANNOUNCE X"},
		{"WHENEVER SUNSET AND THE TIME IS LATER THAN 10:00 PM AND THE TIME IS EARLIER THAN 11:30 PM" + act,
			"when time sunset; and time > 22:00; and time < 23:30; then emit ANNOUNCE X"},
		{"WHENEVER SUNSET AND THE TIME IS AFTER SUNSET + 1 HOUR AND TIME IS BEFORE 6:00 AM" + act,
			"when time sunset; and time > sunset + 1h; and time < 06:00; then emit ANNOUNCE X"},
		{"WHENEVER SUNSET AND IT IS DARK OUTSIDE AND IT IS NOT DARK OUTSIDE" + act, "when time sunset; and dark not=false; and dark not=true; then emit ANNOUNCE X"},
		{"WHENEVER SUNSET AND A (Zn 1) IS SECURE AND B (Zn 2) IS NOT SECURE AND C (Zn 3) IS VIOLATED" + act,
			"when time sunset; and A (Zn 1) secure=true; and B (Zn 2) secure=false; and C (Zn 3) secure=false; then emit ANNOUNCE X"},
		{"WHENEVER SUNSET AND A (Zn 1) IS BYPASSED AND B (Zn 2) IS NOT BYPASSED" + act,
			"when time sunset; and A (Zn 1) bypassed=true; and B (Zn 2) bypassed=false; then emit ANNOUNCE X"},
		{"WHENEVER SUNSET AND Rain (Zn 9) IS LESS THAN ANALOG VALUE 2.5 VOLTS AND Temp (Zn 10) IS GREATER THAN 11 V" + act,
			"when time sunset; and Rain (Zn 9) analog < 25; and Temp (Zn 10) analog > 110; then emit ANNOUNCE X"},
		{"WHENEVER SUNSET AND Porch (Out 3) STATE IS ON AND Lamp [2] IS OFF" + act,
			"when time sunset; and Porch (Out 3) on=true; and Lamp [2] on=false; then emit ANNOUNCE X"},
		{"WHENEVER SUNSET AND C (Counter 1) IS EQUAL TO 3 AND C (Counter 1) IS NOT EQUAL TO 4 AND C (Counter 1) IS GREATER THAN 1 AND C (Counter 1) IS LESS THAN 9 AND C (Counter 1) IS LESS THAN OR EQUAL TO 8" + act,
			"when time sunset; and C (Counter 1) == 3; and C (Counter 1) != 4; and C (Counter 1) > 1; and C (Counter 1) < 9; and C (Counter 1) <= 8; then emit ANNOUNCE X"},
		{"WHENEVER SUNSET AND Main (Area 1) IS ARMED AWAY MODE AND Main (Area 1) IS DISARMED AND Main (Area 1) IS ARMED" + act,
			"when time sunset; and Main (Area 1) is ArmedAway; and Main (Area 1) is Disarmed; and Main (Area 1) is Armed; then emit ANNOUNCE X"},
		// Actions.
		{"WHENEVER SUNSET THEN TURN Porch (Out 3) ON THEN TURN Porch (Out 3) OFF THEN TOGGLE Porch (Out 3)",
			"when time sunset; then on Porch (Out 3); then off Porch (Out 3); then toggle Porch (Out 3)"},
		{"WHENEVER SUNSET THEN TURN Porch (Out 3) ON FOR 5 MINS THEN TURN Porch (Out 3) ON FOR 30 SECS, RESTART TIMER IF RUNNING THEN TURN Siren (Out 4) ON FOR 1 HRS RESTART TIMER IF RUNNING",
			"when time sunset; then on Porch (Out 3) for 5m; then on Porch (Out 3) for 30s restart; then on Siren (Out 4) for 1h restart"},
		{"WHENEVER SUNSET THEN TURN Hall [2 (A2)] ON FOR 2 MINUTES THEN SET Hall [2 (A2)] TO 50% BRIGHT, FADE RATE = 2 THEN SET Hall [2 (A2)] TO 10% BRIGHTNESS FOR 10 SECONDS",
			"when time sunset; then on Hall [2 (A2)] for 2m; then on Hall [2 (A2)] level 50 fade 2; then on Hall [2 (A2)] level 10 for 10s"},
		{"WHENEVER SUNSET THEN SET C (Counter 1) TO 5 THEN ADD 2 TO C (Counter 1) THEN SUBTRACT 1 FROM C (Counter 1)",
			"when time sunset; then set 5 C (Counter 1); then add 2 C (Counter 1); then subtract 1 C (Counter 1)"},
		{"WHENEVER SUNSET THEN ACTIVATE Lights Out (Task 2) THEN ARM Main (Area 1) TO ARMED STAY THEN ARM Main (Area 1) TO AWAY THEN DISARM Main (Area 1)",
			"when time sunset; then activate Lights Out (Task 2); then arm Main (Area 1) ArmedStay; then arm Main (Area 1) ArmedAway; then arm Main (Area 1) Disarmed"},
		{"WHENEVER SUNSET THEN BYPASS Window (Zn 3) THEN UNBYPASS Window (Zn 3)",
			"when time sunset; then bypass Window (Zn 3) true; then bypass Window (Zn 3) false"},
		{"WHENEVER SUNSET THEN SET Up (Thermostat 1) MODE TO EMERGENCY HEAT THEN SET Up (Thermostat 1) HEAT SETPOINT TO 62 THEN SET Up (Tstat 1) COOL SETPOINT TO 78 DEGREES THEN SET Up (Thermostat 1) FAN TO AUTO",
			"when time sunset; then Up (Thermostat 1) mode EmergencyHeat; then Up (Thermostat 1) heat setpoint 62; then Up (Thermostat 1) cool setpoint 78; then Up (Thermostat 1) fan Auto"},
		{"WHENEVER SUNSET THEN LOCK Front (Lock 1) THEN UNLOCK Side Door [9]",
			"when time sunset; then lock Front (Lock 1) true; then lock Side Door [9] false"},
		{"WHENEVER SUNSET THEN ANNOUNCE GARAGE DOOR OPEN (vm 123) THEN ANNOUNCE SAY TIME THEN SEND EMAIL 3 TO \"me\" THEN DIAL PHONE 2 AND HANG UP",
			"when time sunset; then emit ANNOUNCE GARAGE DOOR OPEN (vm 123); then emit ANNOUNCE SAY TIME; then emit SEND EMAIL 3 TO \"me\"; then emit DIAL PHONE 2 AND HANG UP"},
		// Names with keywords, numbers and punctuation; ids without names.
		{"WHENEVER Time To Arm Is Set (Task 4) IS ACTIVATED THEN TURN (Out 64) ON", "when Time To Arm Is Set (Task 4) activated; then on (Out 64)"},
		{"WHENEVER Mike's Rm. 2-B (Zn 12) BECOMES SECURE THEN TURN [5] OFF", "when Mike's Rm. 2-B (Zn 12) secure=true; then off [5]"},
		// Numbered rules.
		{"1. WHENEVER SUNSET" + act, "#1; when time sunset; then emit ANNOUNCE X"},
		{"Rule 12: WHENEVER SUNSET" + act, "#12; when time sunset; then emit ANNOUNCE X"},
		{"7) WHENEVER SUNSET" + act, "#7; when time sunset; then emit ANNOUNCE X"},
	}
	for _, tc := range tests {
		t.Run(tc.src, func(t *testing.T) {
			f, err := Parse("c.elk", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Rules) != 1 {
				t.Fatalf("%d rules", len(f.Rules))
			}
			if got := summary(f.Rules[0]); got != tc.want {
				t.Fatalf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

// A listing: numbered and unnumbered rules, comments, rules across lines
// and several on one line, a number that ends a rule.
func TestParseListing(t *testing.T) {
	src := `# Garage
1. WHENEVER Garage Door (Zn 5) BECOMES NOT SECURE
     THEN SET Ajar Ticks (Counter 1) TO 10
   # a comment between rules
2. WHENEVER EVERY 30 SECONDS
     AND Ajar Ticks (Counter 1) IS GREATER THAN 0
   THEN SUBTRACT 1 FROM Ajar Ticks (Counter 1)
WHENEVER Garage Door (Zn 5) BECOMES SECURE THEN SET Ajar Ticks (Counter 1) TO 0 WHENEVER SUNSET THEN SET Ajar Ticks (Counter 1) TO 3
Rule 9
WHENEVER SUNRISE THEN SET Ajar Ticks (Counter 1) TO 4
`
	f, err := Parse("l.elk", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range f.Rules {
		got = append(got, fmt.Sprintf("%d@%s", r.Number, r.Pos))
	}
	want := "1@l.elk:2:1 2@l.elk:5:1 0@l.elk:8:1 0@l.elk:8:81 9@l.elk:9:1"
	if strings.Join(got, " ") != want {
		t.Fatalf("rules %v, want %s", got, want)
	}
	p, err := Lower(f, "l.elk")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range p.Rules[:5] {
		names = append(names, r.Name)
	}
	if strings.Join(names, ", ") != "Rule 1, Rule 2, Rule 3, Rule 4, Rule 9" {
		t.Fatalf("rule names %v", names)
	}
}

func TestDiagnostics(t *testing.T) {
	tests := []struct{ name, src, pos, msg string }{
		{"empty", "# nothing\n", "1:1", "no rule found"},
		{"text before", "hello\nWHENEVER SUNSET THEN ANNOUNCE X\n", "1:1", `unexpected "hello" before the first rule`},
		{"no whenever", "THEN TURN X (Out 1) ON\n", "1:1", `unexpected "THEN": a rule starts with WHENEVER`},
		{"no then", "WHENEVER SUNSET\n  AND IT IS DARK OUTSIDE\n", "2:25", "unexpected end of the rule; expected THEN or AND"},
		{"misspelt state", "WHENEVER Front Door (Zn 1) BECOMES NOT SECUR THEN TURN X (Out 1) ON\n", "1:40",
			`unexpected "SECUR" after "BECOMES NOT"; expected SECURE`},
		{"unknown trigger", "WHENEVER SOMETHING HAPPENS THEN TURN X (Out 1) ON\n", "1:28",
			`unexpected "THEN" after "SOMETHING HAPPENS"; expected a trigger`},
		{"unknown object event", "WHENEVER Front Door (Zn 1) OPENS THEN TURN X (Out 1) ON\n", "1:28",
			`unexpected "OPENS" after "Front Door (Zn 1)"; expected what happens to the object`},
		{"missing id", "WHENEVER SUNSET THEN TURN Porch Light ON\n", "1:41", "expected an object's name and id"},
		{"unknown kind", "WHENEVER SUNSET THEN TURN Porch (Relay 3) ON\n", "1:34", `unknown kind of object "Relay"`},
		{"zone number", "WHENEVER X (Zn 300) BECOMES SECURE THEN ANNOUNCE X\n", "1:16", "the number of a zone must be between 1 and 208, not 300"},
		{"wrong kind", "WHENEVER SUNSET THEN TURN Front Door (Zn 1) ON\n", "1:27", `Front Door (Zn 1) is a zone; TURN ... ON needs an output or a light`},
		{"wrong kind trigger", "WHENEVER Porch (Out 3) CHANGES TO 4 THEN ANNOUNCE X\n", "1:10", "Porch (Out 3) is an output; WHENEVER ... CHANGES TO 4 needs a counter"},
		{"level", "WHENEVER SUNSET THEN SET Hall [2] TO 150% BRIGHT\n", "1:38", "a light level must be between 0 and 100, not 150"},
		{"level of output", "WHENEVER SUNSET THEN SET Porch (Out 3) TO 50% BRIGHT\n", "1:26", "Porch (Out 3) is an output; SET ... TO n% BRIGHT needs a light"},
		{"for zero", "WHENEVER SUNSET THEN TURN Porch (Out 3) ON FOR 0 SECS\n", "1:44", "at least one second"},
		{"empty mask", "WHENEVER SUNSET AND THE DAYS OF THE WEEK ARE ------- THEN ANNOUNCE X\n", "1:46", "names no day"},
		{"bad clock", "WHENEVER THE TIME IS 13:30 PM THEN ANNOUNCE X\n", "1:22", "hour must be 1..12"},
		{"volts", "WHENEVER SUNSET AND R (Zn 9) IS LESS THAN 2.55 VOLTS THEN ANNOUNCE X\n", "1:43", "resolution of 0.1 V"},
		{"analog counter", "WHENEVER SUNSET AND C (Counter 1) IS LESS THAN ANALOG VALUE 2 THEN ANNOUNCE X\n", "1:21", "only zones have analog values"},
		{"decimal counter", "WHENEVER SUNSET THEN SET C (Counter 1) TO 2.5\n", "1:43", "a counter value must be a whole number"},
		{"house code", "WHENEVER SUNSET THEN TURN Hall [2 (Q2)] ON\n", "1:36", `"Q2" is not a house and unit code`},
		{"two names", "WHENEVER SUNSET THEN TURN Porch (Out 3) ON\nWHENEVER SUNRISE THEN TURN Patio (Out 3) OFF\n", "2:28",
			`Out 3 is called "Porch" at d.elk:1:27, not "Patio"`},
		{"two house codes", "WHENEVER SUNSET THEN TURN Hall [2 (A2)] ON\nWHENEVER SUNRISE THEN TURN [2 (B2)] OFF\n", "2:28",
			"light 2 is A2 at d.elk:1:27, not B2"},
		{"duplicate number", "1. WHENEVER SUNSET THEN ANNOUNCE X\n1. WHENEVER SUNRISE THEN ANNOUNCE Y\n", "2:1", "a second rule numbered 1"},
		{"bad character", "WHENEVER SUNSET THEN TURN Porch (Out 3) ON `\n", "1:44", "unexpected character \"`\""},
		{"keypad kind", "WHENEVER F2 KEY ON Porch (Out 3) IS ACTIVATED THEN ANNOUNCE X\n", "1:20", "Porch (Out 3) is an output; a key trigger needs a keypad"},
		{"bad object event", "WHENEVER Front Door (Zn 1) IS OPEN THEN ANNOUNCE X\n", "1:31",
			`unexpected "OPEN" after "Front Door (Zn 1) IS"; expected what happens to the object`},
		{"every too long", "WHENEVER EVERY 48 HOURS THEN ANNOUNCE X\n", "1:10", "at most a day"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Parse("d.elk", []byte(tc.src))
			if err == nil {
				var p *ta.Program
				if p, err = Lower(f, "d.elk"); err == nil {
					err = ta.Check(p)
				}
			}
			list, ok := err.(ta.ErrorList)
			if !ok || len(list) == 0 {
				t.Fatalf("error %v", err)
			}
			if got := list[0].Pos.String(); got != "d.elk:"+tc.pos || !strings.Contains(list[0].Msg, tc.msg) {
				t.Fatalf("%v\nwant d.elk:%s: ...%s", list[0], tc.pos, tc.msg)
			}
			if testing.Verbose() {
				t.Log(list[0])
			}
		})
	}
}

// A mistake in one rule does not hide the next, and each rule reports its
// first syntax error only.
func TestDiagnosticsPerRule(t *testing.T) {
	src := "WHENEVER SUNSET THEN TURN Porch ON OFF\nWHENEVER X (Zn 1) BECOMES SECURE THEN ANNOUNCE X\nWHENEVER SUNRISE THEN FLY AWAY\n"
	_, err := Parse("d.elk", []byte(src))
	list, ok := err.(ta.ErrorList)
	if !ok || len(list) != 2 || list[0].Pos.Line != 1 || list[1].Pos.Line != 3 {
		t.Fatalf("errors: %v", err)
	}
	if !strings.Contains(list[1].Msg, `unexpected "FLY"; expected an action`) {
		t.Fatalf("second error: %v", list[1])
	}
}
