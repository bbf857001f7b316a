package elk

import (
	"fmt"

	"github.com/delorean-mc/delorean/ta"
)

// File is a parsed rule listing: the rules in list order.
type File struct {
	Rules []*Rule
}

// Rule is `WHENEVER trigger AND qualifier ... THEN action ...`.
type Rule struct {
	Number  int // the number the listing gives it (1., Rule 1), or 0
	Trigger Trigger
	Quals   []Qualifier
	Actions []Action
	Pos     ta.Pos
}

// Kind is the kind of an M1 object, as its id names it.
type Kind uint8

// The object kinds.
const (
	Zone Kind = iota
	Output
	Counter
	Task
	Area
	Keypad
	Thermostat
	Lock
	Light
)

var kindInfo = [...]struct {
	id    string // as the id writes it: (Zn 1)
	noun  string // for diagnostics
	limit int    // highest number the M1 has
}{
	Zone:       {"Zn", "zone", 208},
	Output:     {"Out", "output", 208},
	Counter:    {"Counter", "counter", 64},
	Task:       {"Task", "task", 32},
	Area:       {"Area", "area", 8},
	Keypad:     {"Kp", "keypad", 16},
	Thermostat: {"Thermostat", "thermostat", 16},
	Lock:       {"Lock", "lock", 256},
	Light:      {"", "light", 256},
}

func (k Kind) String() string { return kindInfo[k].noun }

// kindWords are the spellings of each kind in an id, lower case.
var kindWords = map[string]Kind{}

func init() {
	for kind, words := range map[Kind][]string{
		Zone:       {"zn", "zone"},
		Output:     {"out", "output"},
		Counter:    {"counter", "cntr", "cnt"},
		Task:       {"task"},
		Area:       {"area"},
		Keypad:     {"kp", "keypad", "kpd"},
		Thermostat: {"thermostat", "tstat", "therm"},
		Lock:       {"lock"},
	} {
		for _, w := range words {
			kindWords[w] = kind
		}
	}
}

// Object is an M1 object as a rule names it: a name (possibly empty) and
// the id that identifies it.
type Object struct {
	Kind  Kind
	N     int
	Name  string // as written, with single spaces
	House string // lights: the X10 house and unit code (A6), if written
	Pos   ta.Pos
}

// ID is the object's id as ElkRP writes it: Zn 1, Out 64, [6 (A6)].
func (o *Object) ID() string {
	if o.Kind == Light {
		if o.House != "" {
			return fmt.Sprintf("[%d (%s)]", o.N, o.House)
		}
		return fmt.Sprintf("[%d]", o.N)
	}
	return fmt.Sprintf("(%s %d)", kindInfo[o.Kind].id, o.N)
}

func (o *Object) String() string {
	if o.Name == "" {
		return o.ID()
	}
	return o.Name + " " + o.ID()
}

// key identifies the object whatever its name.
type key struct {
	kind Kind
	n    int
}

func (o *Object) key() key { return key{o.Kind, o.N} }

// ArmState is an area's arm state; Armed alone (in a trigger or a
// qualifier) means any of the armed states.
type ArmState uint8

// The arm states of an area.
const (
	Disarmed ArmState = iota
	ArmedAway
	ArmedStay
	ArmedStayInstant
	ArmedNight
	ArmedNightInstant
	ArmedVacation
	Armed // any armed state
)

var armNames = [...]string{"Disarmed", "ArmedAway", "ArmedStay", "ArmedStayInstant", "ArmedNight", "ArmedNightInstant", "ArmedVacation", "Armed"}

func (s ArmState) String() string { return armNames[s] }

// matches reports whether an area in state v is in state s.
func (s ArmState) matches(v ArmState) bool {
	if s == Armed {
		return v != Disarmed
	}
	return s == v
}

// Trigger is a rule's WHENEVER clause.
type Trigger interface{ triggerPos() ta.Pos }

// TimeTrigger is `THE TIME IS 8:30 AM` or a sunrise/sunset time.
type TimeTrigger struct {
	Pos ta.Pos
	At  ta.TimeLit
}

// EveryTrigger is `EVERY n SECONDS|MINUTES|HOURS`.
type EveryTrigger struct {
	Pos    ta.Pos
	Period int64 // seconds
}

// ZoneTrigger is `zone BECOMES SECURE` or `BECOMES NOT SECURE`.
type ZoneTrigger struct {
	Pos    ta.Pos
	Zone   *Object
	Secure bool
}

// BypassTrigger is `zone IS BYPASSED` or `IS UNBYPASSED`.
type BypassTrigger struct {
	Pos      ta.Pos
	Zone     *Object
	Bypassed bool
}

// ArmTrigger is `area ARM STATE BECOMES state`.
type ArmTrigger struct {
	Pos   ta.Pos
	Area  *Object
	State ArmState
}

// TurnedTrigger is `output STATE IS TURNED ON|OFF` or `light IS TURNED
// ON|OFF`.
type TurnedTrigger struct {
	Pos ta.Pos
	Obj *Object
	On  bool
}

// TaskTrigger is `task IS ACTIVATED`.
type TaskTrigger struct {
	Pos  ta.Pos
	Task *Object
}

// CounterTrigger is `counter CHANGES TO n`.
type CounterTrigger struct {
	Pos     ta.Pos
	Counter *Object
	N       int64
}

// KeyTrigger is `F4 KEY ON ANY KEYPAD IS ACTIVATED` or on one keypad.
type KeyTrigger struct {
	Pos    ta.Pos
	Key    string  // F1..F6, STAR, CHIME
	Keypad *Object // nil: any keypad
}

// EventTrigger is an alarm or system event (ANY BURGLAR ALARM, ANY AREA
// TURNS ON; ENTRY DELAY BEGINS), named by its text.
type EventTrigger struct {
	Pos  ta.Pos
	Text string
}

func (t *TimeTrigger) triggerPos() ta.Pos    { return t.Pos }
func (t *EveryTrigger) triggerPos() ta.Pos   { return t.Pos }
func (t *ZoneTrigger) triggerPos() ta.Pos    { return t.Pos }
func (t *BypassTrigger) triggerPos() ta.Pos  { return t.Pos }
func (t *ArmTrigger) triggerPos() ta.Pos     { return t.Pos }
func (t *TurnedTrigger) triggerPos() ta.Pos  { return t.Pos }
func (t *TaskTrigger) triggerPos() ta.Pos    { return t.Pos }
func (t *CounterTrigger) triggerPos() ta.Pos { return t.Pos }
func (t *KeyTrigger) triggerPos() ta.Pos     { return t.Pos }
func (t *EventTrigger) triggerPos() ta.Pos   { return t.Pos }

// Qualifier is an AND clause.
type Qualifier interface{ qualPos() ta.Pos }

// DaysQual is `THE DAY(S) OF THE WEEK IS/ARE -M-W-F-`.
type DaysQual struct {
	Pos  ta.Pos
	Days ta.Weekdays // never 0: a mask naming no day is an error
	Mask string
}

// TimeQual is `THE TIME IS LATER THAN t` (Op >) or `EARLIER THAN t` (<).
type TimeQual struct {
	Pos ta.Pos
	Op  ta.Op
	At  ta.TimeLit
}

// DarkQual is `IT IS DARK OUTSIDE` (between sunset and sunrise).
type DarkQual struct {
	Pos ta.Pos
	Not bool
}

// SecureQual is `zone IS SECURE` or `IS NOT SECURE`.
type SecureQual struct {
	Pos    ta.Pos
	Zone   *Object
	Secure bool
}

// BypassQual is `zone IS BYPASSED` or `IS NOT BYPASSED`.
type BypassQual struct {
	Pos      ta.Pos
	Zone     *Object
	Bypassed bool
}

// AnalogQual is `zone IS LESS|GREATER THAN ANALOG VALUE x VOLTS`.
type AnalogQual struct {
	Pos    ta.Pos
	Zone   *Object
	Op     ta.Op
	Tenths int64 // x in tenths of a volt
}

// OnQual is `output STATE IS ON|OFF` or `light IS ON|OFF`.
type OnQual struct {
	Pos ta.Pos
	Obj *Object
	On  bool
}

// CounterQual compares a counter with a number.
type CounterQual struct {
	Pos     ta.Pos
	Counter *Object
	Op      ta.Op
	N       int64
}

// AreaQual is `area IS ARMED AWAY [MODE]`, `IS DISARMED`, ...
type AreaQual struct {
	Pos   ta.Pos
	Area  *Object
	State ArmState
}

func (q *DaysQual) qualPos() ta.Pos    { return q.Pos }
func (q *TimeQual) qualPos() ta.Pos    { return q.Pos }
func (q *DarkQual) qualPos() ta.Pos    { return q.Pos }
func (q *SecureQual) qualPos() ta.Pos  { return q.Pos }
func (q *BypassQual) qualPos() ta.Pos  { return q.Pos }
func (q *AnalogQual) qualPos() ta.Pos  { return q.Pos }
func (q *OnQual) qualPos() ta.Pos      { return q.Pos }
func (q *CounterQual) qualPos() ta.Pos { return q.Pos }
func (q *AreaQual) qualPos() ta.Pos    { return q.Pos }

// Action is a THEN clause.
type Action interface{ actionPos() ta.Pos }

// TurnOn is `TURN x ON [FOR d [, RESTART TIMER IF RUNNING]]` and, for
// lights, `SET x TO n% BRIGHT [, FADE RATE = k] [FOR d]` (Level set).
type TurnOn struct {
	Pos     ta.Pos
	Obj     *Object
	For     int64 // seconds; 0: no timer
	Restart bool
	Level   *int64 // lights: the level, 0..100
	Fade    *int64
}

// TurnOff is `TURN x OFF`.
type TurnOff struct {
	Pos ta.Pos
	Obj *Object
}

// Toggle is `TOGGLE x`.
type Toggle struct {
	Pos ta.Pos
	Obj *Object
}

// CounterOp is `SET counter TO n`, `ADD n TO counter` or `SUBTRACT n FROM
// counter`.
type CounterOp struct {
	Pos     ta.Pos
	Counter *Object
	Op      string // set, add, subtract
	N       int64
}

// Activate is `ACTIVATE task`.
type Activate struct {
	Pos  ta.Pos
	Task *Object
}

// Arm is `ARM area TO mode` or `DISARM area` (State Disarmed).
type Arm struct {
	Pos   ta.Pos
	Area  *Object
	State ArmState
}

// Bypass is `BYPASS zone` or `UNBYPASS zone`.
type Bypass struct {
	Pos    ta.Pos
	Zone   *Object
	Bypass bool
}

// SetThermostat sets a thermostat's mode, fan or a setpoint.
type SetThermostat struct {
	Pos   ta.Pos
	Obj   *Object
	Field string // mode, fan, heat setpoint, cool setpoint
	Word  string // mode and fan: Off, Heat, Cool, Auto, EmergencyHeat, On
	N     int64  // setpoints, in degrees
}

// LockAction is `LOCK x` or `UNLOCK x`.
type LockAction struct {
	Pos    ta.Pos
	Obj    *Object
	Locked bool
}

// Emit is an action with no modelled effect: ANNOUNCE, SEND EMAIL,
// DIAL, DISPLAY. Text is the action as written.
type Emit struct {
	Pos  ta.Pos
	Text string
}

func (a *TurnOn) actionPos() ta.Pos        { return a.Pos }
func (a *TurnOff) actionPos() ta.Pos       { return a.Pos }
func (a *Toggle) actionPos() ta.Pos        { return a.Pos }
func (a *CounterOp) actionPos() ta.Pos     { return a.Pos }
func (a *Activate) actionPos() ta.Pos      { return a.Pos }
func (a *Arm) actionPos() ta.Pos           { return a.Pos }
func (a *Bypass) actionPos() ta.Pos        { return a.Pos }
func (a *SetThermostat) actionPos() ta.Pos { return a.Pos }
func (a *LockAction) actionPos() ta.Pos    { return a.Pos }
func (a *Emit) actionPos() ta.Pos          { return a.Pos }
