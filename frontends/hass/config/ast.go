package config

import (
	"fmt"
	"slices"

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
	// Invalid are the automations and scripts Home Assistant would not
	// load, with the reasons, in file order: as Home Assistant does
	// (components/automation/config.py, _async_validate_config_item, and
	// __init__.py's UnavailableAutomationEntity), each is left out and the
	// rest is explored.
	Invalid []Invalid
	// Groups are the configuration's old-style groups and Derived its
	// template entities, by entity id.
	Groups    map[string]*Group
	Derived   map[string]Derived
	Schedules map[string]*Schedule
}

// Invalid is an automation (or script) left out for its errors.
type Invalid struct {
	Pos    ta.Pos
	Name   string // its alias, id or position, as Home Assistant names it
	Script bool
	Errors ta.ErrorList
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
	// Mistake: the construct is modelled as Home Assistant runs it, but
	// what it does there is almost certainly not what its author meant
	// (Home Assistant logs an error for it at run time).
	Mistake
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
	switch k {
	case Skipped:
		return "skipped"
	case Mistake:
		return "mistake"
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
	// Alias is the trigger's alias (trigger.alias; "" when it has none).
	Alias    string
	Entities []string
	From     []string // state: allowed old states (nil: any)
	To       []string // state: allowed new states (nil: any change)
	NotFrom  []string
	NotTo    []string
	// MatchAll: a state trigger with none of from, to, not_from and
	// not_to (not even null): it fires on attribute changes too.
	MatchAll bool
	Attr     string
	// EnvAttr is the attribute a state or numeric_state trigger watches
	// when the environment drives it (EnvAttribute): Entities are then
	// the attribute's entities (AttrEntity), on which it is an ordinary
	// trigger (triggers/state.py compares the attribute's old and new
	// values as it does states); its data (trigger.entity_id, the
	// states) are the owning entity's, which the model does not record.
	EnvAttr string
	For     int64 // seconds; -1 when absent
	Above   *float64
	Below   *float64
	At      []ta.TimeLit // time
	// Days: a time trigger's `weekday:` filter (0: every day).
	Days ta.Weekdays
	// AtEntities: time at an input_datetime's time.
	AtEntities []string
	Every      int64              // time_pattern: period in seconds (0: use Times)
	Times      []int64            // time_pattern: seconds of the day
	Sun        *ta.TimeLit        // sun
	Template   *template.Template // template trigger
	Timer      string             // event timer.finished of this timer entity
	// EventTypes and EventData: an event trigger's literal event types
	// and event_data filter (a value "" is not known: a template).
	EventTypes []string
	EventData  map[string]string
	// PayloadFilter: an mqtt trigger with payload: or value_template:,
	// which fires on some messages only (triggers/mqtt.py,
	// mqtt_automation_listener: `wanted_payload == payload`).
	PayloadFilter bool
	// Payload: an mqtt trigger's payload: when it is literal text and
	// no value_template reads the message, the payload of every message
	// it fires on (nil otherwise); Topic its topic when literal, without
	// wildcards ("" otherwise).
	Payload *string
	Topic   string
	Desc    string // how traces name it
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
	// SinceOf, for a state condition on an attribute the environment
	// drives, are the entities whose attribute it is: Entities are the
	// attribute's (AttrEntity), and for: measures the time since the
	// owning entity's own last change (helpers/condition.py, state:
	// `duration > entity.last_changed`, its state's, not the
	// attribute's).
	SinceOf []string
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
	// TargetsAt, when valid, is where the call names devices, areas,
	// floors or labels whose entities the configuration does not say
	// (no registries, or a template among the ids): the lowering notes
	// the call over-approximated unless the service changes nothing it
	// models on any entity of its domain (an output whatever it targets).
	TargetsAt ta.Pos
	Option    string // input_select.select_option
	// KeepConds: automation.trigger with skip_condition: false (the
	// triggered automation's conditions are checked).
	KeepConds bool
	// KeepRuns: automation.turn_off with stop_actions: false (the
	// automation's runs go on; by default they are stopped).
	KeepRuns bool
	Time     string // input_datetime.set_datetime: the time of day set (HH:MM:SS)
	// Event and EventData: an event step's literal event type and data
	// (a value "" is not known: a template).
	Event     string
	EventData map[string]string
	HVAC      string   // climate: the hvac_mode set
	Temp      *float64 // climate.set_temperature: the set point
	Value     *float64 // input_number.set_value
	Delay     int64    // delay, timeouts, timer.start's duration (-1: none)
	// DelayLo is a delay's or a timeout's least length when it is not
	// whole seconds (Delay is then the next whole second); -1 otherwise.
	DelayLo int64
	// DelayTpl is a templated delay (Delay is Templated) that the
	// lowering renders: nil when it is not one it can read.
	DelayTpl *DurationTemplate
	// ServiceTpl is a templated service (service_template, or a
	// template as action:), TargetTpls templated entity ids of the
	// target: the lowering renders them (Service is then "").
	ServiceTpl *template.Template
	TargetTpls []*template.Template
	// DataTpl is a helper call's templated option (select_option) or
	// value (set_value), which the lowering renders.
	DataTpl  *template.Template
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

// DurationTemplate is a duration given by a template: the template's
// value in Unit seconds (0: a time period, seconds or HH:MM:SS) plus
// Base seconds (the other fields of a mapping).
type DurationTemplate struct {
	Tpl  *template.Template
	Unit float64
	Base float64
	Pos  ta.Pos
	Src  string
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
// some construct over-approximated, or skipped (a blueprint instance
// whose blueprint is absent).
func (f *File) Counts() (exact, over, skipped int) {
	for _, al := range f.Lowering() {
		switch {
		case al.Automation.Script:
		case al.Status == StatusSkipped:
			skipped++
		case al.Status == StatusOver:
			over++
		default:
			exact++
		}
	}
	return
}

// The lowering status of an automation.
const (
	StatusExact   = "exact"
	StatusOver    = "over-approximated"
	StatusSkipped = "skipped"
)

// AutomationLowering is how one automation (or script) is modelled: its
// status and the notes about it.
type AutomationLowering struct {
	Automation *Automation
	Status     string // StatusExact, StatusOver or StatusSkipped
	Notes      []Note
}

// Lowering says, for each automation and script in file order, how it is
// modelled (call it after the lowering, whose notes count too): skipped
// when its blueprint is missing, over-approximated when a
// construct of it is (a note of kind Over between its start and the next
// automation's in its file), else exact.
func (f *File) Lowering() []AutomationLowering {
	// An automation's notes are those from its line up to the next
	// automation's in its file: the notes of a line go to the automations
	// that start at the last automation line at or above it. Found by
	// search in each file's sorted lines, not by comparing every two
	// automations (a file of thousands).
	byLine := map[string]map[int][]int{} // file -> line -> automations
	lines := map[string][]int{}          // file -> its automations' lines, sorted
	for i, a := range f.Automations {
		m := byLine[a.Pos.File]
		if m == nil {
			m = map[int][]int{}
			byLine[a.Pos.File] = m
		}
		if len(m[a.Pos.Line]) == 0 {
			lines[a.Pos.File] = append(lines[a.Pos.File], a.Pos.Line)
		}
		m[a.Pos.Line] = append(m[a.Pos.Line], i)
	}
	for _, ls := range lines {
		slices.Sort(ls)
	}
	notes := make([][]Note, len(f.Automations))
	for _, n := range f.Notes {
		ls := lines[n.Pos.File]
		k, found := slices.BinarySearch(ls, n.Pos.Line)
		if !found {
			k--
		}
		if k < 0 {
			continue
		}
		for _, i := range byLine[n.Pos.File][ls[k]] {
			notes[i] = append(notes[i], n)
		}
	}
	out := make([]AutomationLowering, len(f.Automations))
	for i, a := range f.Automations {
		al := AutomationLowering{Automation: a, Status: StatusExact, Notes: notes[i]}
		over := a.Over
		for _, n := range al.Notes {
			over = over || n.Kind == Over
		}
		// initial_state: false is not a reason: the automation is
		// modelled as Home Assistant starts it, off (its entity off, its
		// triggers detached until an automation.turn_on).
		switch {
		case a.Skipped != "":
			al.Status = StatusSkipped
		case over:
			al.Status = StatusOver
		}
		out[i] = al
	}
	return out
}
