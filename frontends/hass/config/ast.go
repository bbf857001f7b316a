package config

import (
	"fmt"

	"github.com/delorean-mc/delorean/frontends/hass/template"
	"github.com/delorean-mc/delorean/ta"
)

// File is a parsed automations file: the automations in order, and the
// list of constructs read only approximately or not at all.
type File struct {
	Path        string
	Automations []*Automation
	// Notes are the constructs that were over-approximated or skipped, by
	// position (check prints them).
	Notes []Note
	// Fixed are the entities the environment does not change (the
	// `environment: {fixed: [...]}` section of the mapping form).
	Fixed map[string]bool
	// Inputs are the input_* helpers the configuration declares, by
	// entity id; Scenes its scenes, by entity id.
	Inputs map[string]*Input
	Scenes map[string]*Scene
}

// NoteKind says how a construct was read.
type NoteKind uint8

// The kinds of notes.
const (
	// Over: the construct is modelled by an environment choice or a
	// superset of its behaviours (either answer possible).
	Over NoteKind = iota
	// Skipped: the construct has no effect in the model.
	Skipped
)

// Note is a construct that is not modelled exactly.
type Note struct {
	Pos  ta.Pos
	Kind NoteKind
	What string
}

func (n Note) String() string {
	return fmt.Sprintf("%s: %s: %s", n.Pos, n.Kind, n.What)
}

func (k NoteKind) String() string {
	if k == Skipped {
		return "skipped"
	}
	return "over-approximated"
}

// Mode is how an automation handles a trigger while a run is active.
type Mode uint8

// Home Assistant's script modes.
const (
	Single Mode = iota
	Restart
	Queued
	Parallel
)

var modeNames = []string{"single", "restart", "queued", "parallel"}

// Automation is one entry of the automations list.
type Automation struct {
	Pos        ta.Pos
	Alias      string
	ID         string
	Mode       Mode
	Max        int
	Triggers   []*Trigger
	Conditions []*Cond
	Actions    []*Action
	Disabled   bool // initial_state: false
	// Script: a script of scripts.yaml (its one trigger is a call by a
	// script.NAME or script.turn_on service).
	Script  bool
	Skipped string
	// Over is set when some construct of this automation is
	// over-approximated.
	Over bool
}

// Trigger is one trigger of an automation or of a wait_for_trigger.
type Trigger struct {
	Pos      ta.Pos
	Platform string
	ID       string
	Entities []string
	From     []string // state: allowed old states (nil: any)
	To       []string // state: allowed new states (nil: any change)
	NotFrom  []string
	NotTo    []string
	Attr     string
	For      int64 // seconds; -1 when absent
	Above    *float64
	Below    *float64
	At       []ta.TimeLit // time
	// AtEntities: time at an input_datetime's time.
	AtEntities []string
	Every      int64              // time_pattern: period in seconds (0: use Times)
	Times      []int64            // time_pattern: seconds of the day
	Sun        *ta.TimeLit        // sun
	Template   *template.Template // template trigger
	Timer      string             // event timer.finished of this timer entity
	Desc       string             // how traces name it
}

// CondKind is the kind of a condition.
type CondKind uint8

// The condition kinds.
const (
	CState CondKind = iota
	CNumeric
	CTime
	CSun
	CAnd
	COr
	CNot
	CTrigger
	CTemplate
	CTrue   // always true (an empty list, a disabled condition)
	COpaque // over-approximated: either answer
)

// Cond is a condition.
type Cond struct {
	Pos      ta.Pos
	Kind     CondKind
	Entities []string
	States   []string
	Match    string // state condition `match: any`
	For      int64
	Above    *float64
	Below    *float64
	After    *ta.TimeLit
	Before   *ta.TimeLit
	Days     ta.Weekdays
	IDs      []string
	Subs     []*Cond
	Template *template.Template
	Desc     string
}

// ActKind is the kind of an action step.
type ActKind uint8

// The action kinds.
const (
	AService ActKind = iota
	ADelay
	AWaitTrigger
	AWaitTemplate
	AChoose
	AIf
	ACondition
	AStop
	ASequence
	AParallel
	ARepeat
	ANop // variables, a disabled step, a skipped construct
	AEmit
)

// Action is one step of a sequence.
type Action struct {
	Pos      ta.Pos
	Kind     ActKind
	Service  string   // domain.service
	Entities []string // service targets
	Option   string   // input_select.select_option
	// KeepConds: automation.trigger with skip_condition: false (the
	// triggered automation's conditions are checked).
	KeepConds bool
	Time      string   // input_datetime.set_datetime: the time of day set (HH:MM:SS)
	HVAC      string   // climate: the hvac_mode set
	Temp      *float64 // climate.set_temperature: the set point
	Value     *float64 // input_number.set_value
	Delay     int64    // delay, timeouts, timer.start's duration (-1: none)
	// DelayLo is a delay's or a timeout's least length when it is not
	// whole seconds (Delay is then the next whole second); -1 otherwise.
	DelayLo  int64
	Continue bool // continue_on_timeout
	Triggers []*Trigger
	Template *template.Template
	Conds    []*Cond     // choose options' conditions, if, condition step, repeat while/until
	Branches [][]*Action // choose options, then
	Else     []*Action   // choose default, else
	Body     []*Action   // sequence, repeat body
	Count    int64       // repeat count (-1: while or until)
	Until    bool
	Desc     string
	// Cycle is select_next's and select_previous's cycle: CycleOn (Home
	// Assistant's default), CycleOff, or CycleTemplated.
	Cycle CycleMode
}

// CycleMode is what an input_select's select_next or select_previous
// does at the last (first) option.
type CycleMode uint8

// The cycle modes.
const (
	CycleOn        CycleMode = iota // back to the first (last) option
	CycleOff                        // stay at the last (first) option
	CycleTemplated                  // a template: either
)

// Counts says how many automations (not scripts) of the file are modelled exactly, with
// some construct over-approximated, or skipped (a blueprint instance, an
// automation that is off).
func (f *File) Counts() (exact, over, skipped int) {
	for _, a := range f.Automations {
		switch {
		case a.Script:
		case a.Skipped != "" || a.Disabled:
			skipped++
		case a.Over:
			over++
		default:
			exact++
		}
	}
	return
}
