package spec

import (
	"fmt"
	"github.com/delorean-mc/delorean/ta/syntax"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/ta"
	"gopkg.in/yaml.v3"
)

// Init is a starting state given by the user: values for some variables
// and devices, clock values, and timers already running. Everything not
// named keeps its declared initial value (clocks: never reset; timers: idle).
type Init struct {
	Vals   map[int]int64 // variable index -> value
	Clocks map[int]int64 // clock index -> seconds
	Timers map[int]int64 // timer index -> seconds until it fires
	Order  []string      // the names, in the file's order, for reports
}

// LoadInit reads an --init YAML file:
//
//	vars:    {counter: 3}          # also `devices:`
//	devices: {FrontPorchLight: On}
//	clocks:  {timeLastMotion: 10s} # the clock's value at the start
//	timers:  {timerFrontPorchLight: 2m} # time left until it fires
func LoadInit(file string, prog *ta.Program) (*Init, error) {
	data, err := syntax.ReadFile(file)
	if err != nil {
		return nil, err
	}
	return ParseInit(file, data, prog)
}

// ParseInit is LoadInit on YAML text.
func ParseInit(file string, data []byte, prog *ta.Program) (*Init, error) {
	root, err := syntax.DecodeYAML(file, data)
	if err != nil {
		return nil, YAMLError(file, data, err)
	}
	if len(root.Content) == 0 {
		return &Init{Vals: map[int]int64{}, Clocks: map[int]int64{}, Timers: map[int]int64{}}, nil
	}
	return ParseInitNode(file, root.Content[0], prog)
}

// ParseInitNode is ParseInit on a YAML mapping already parsed from file
// (a trace file's init:), so that messages point into that file: the
// mapping's nodes keep their own lines and columns.
func ParseInitNode(file string, top *yaml.Node, prog *ta.Program) (*Init, error) {
	in := &Init{Vals: map[int]int64{}, Clocks: map[int]int64{}, Timers: map[int]int64{}}
	var errs ta.ErrorList
	// Where each variable, clock and timer was first given: a second value
	// for it is an error, not a silent override (vars and devices are one
	// section under two names, so they share the variables' entries).
	type slot struct {
		kind  byte
		index int
	}
	given := map[slot]*yaml.Node{}
	twice := func(s slot, name *yaml.Node) bool {
		if first := given[s]; first != nil {
			errs.Add(nodePos(file, name), "%q given twice (first at %d:%d)", name.Value, first.Line, first.Column)
			return true
		}
		given[s] = name
		return false
	}
	if top.Kind != yaml.MappingNode {
		errs.Add(nodePos(file, top), "the start state must be a mapping with sections vars, devices, clocks, timers")
		return nil, errs
	}
	for i := 0; i+1 < len(top.Content); i += 2 {
		k, sec := top.Content[i], top.Content[i+1]
		switch k.Value {
		case "vars", "devices", "clocks", "timers":
		default:
			errs.Add(nodePos(file, k), "unknown section %q (expected vars, devices, clocks, timers)%s", k.Value, ta.Suggest(k.Value, []string{"vars", "devices", "clocks", "timers"}))
			continue
		}
		if sec.Kind != yaml.MappingNode {
			errs.Add(nodePos(file, sec), "%s must be a mapping of names to values", k.Value)
			continue
		}
		for j := 0; j+1 < len(sec.Content); j += 2 {
			name, val := sec.Content[j], sec.Content[j+1]
			pos := nodePos(file, val)
			switch k.Value {
			case "vars", "devices":
				v := lookupVarShown(prog, name.Value)
				if v < 0 {
					errs.Add(nodePos(file, name), "%q is not a variable or device of the program%s", name.Value, ta.Suggest(name.Value, varNames(prog)))
					continue
				}
				if twice(slot{'v', v}, name) {
					continue
				}
				x, err := ParseVarValue(prog.Vars[v], val.Value)
				if err != nil {
					errs.Add(pos, "%s: %v", name.Value, err)
					continue
				}
				in.Vals[v] = x
			case "clocks":
				c := prog.LookupClock(name.Value)
				if c <= 0 || prog.LookupTimer(name.Value) >= 0 {
					errs.Add(nodePos(file, name), "%q is not a clock of the program%s", name.Value, otherSection(prog, name.Value, clockNames(prog)))
					continue
				}
				if twice(slot{'c', c}, name) {
					continue
				}
				d, err := parseDuration(val.Value)
				if err != nil {
					errs.Add(pos, "%s: %v", name.Value, err)
					continue
				}
				in.Clocks[c] = d
			case "timers":
				t := lookupTimerShown(prog, name.Value)
				if t < 0 {
					errs.Add(nodePos(file, name), "%q is not a timer of the program%s", name.Value, otherSection(prog, name.Value, timerNames(prog)))
					continue
				}
				if twice(slot{'t', t}, name) {
					continue
				}
				d, err := parseDuration(val.Value)
				if err != nil {
					errs.Add(pos, "%s: %v", name.Value, err)
					continue
				}
				if WindowFor(prog.Timers[t], d) < 0 {
					errs.Add(pos, "%s: no start statement of this timer waits %s or longer", name.Value, ta.FormatDuration(d))
					continue
				}
				in.Timers[t] = d
			}
			in.Order = append(in.Order, name.Value)
		}
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	return in, nil
}

// WindowFor picks the window of timer t that can have d seconds left: the
// first whose end is at least d.
func WindowFor(t *ta.Timer, d int64) int {
	for i, w := range t.Windows {
		if w.Hi >= d {
			return i
		}
	}
	return -1
}

// ParseValue reads a value of a variable's type: true/false, an integer,
// or the name of a state.
func ParseValue(t *ta.Type, s string) (int64, error) {
	switch t.Kind {
	case ta.Bool:
		switch strings.ToLower(s) {
		case "true", "on", "yes":
			return 1, nil
		case "false", "off", "no":
			return 0, nil
		}
		return 0, fmt.Errorf("expected true or false, not %q", s)
	case ta.Int:
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil || !t.Contains(v) {
			return 0, fmt.Errorf("expected an integer in %d..%d, not %q", t.Lo, t.Hi, s)
		}
		return v, nil
	}
	for i, v := range t.Values {
		if v == s {
			return int64(i), nil
		}
	}
	return 0, fmt.Errorf("expected one of %s, not %q", ta.TypeString(t), s)
}

// ParseVarValue reads a value of variable v: ParseValue of its type, or
// for a variable that stands for a number (ta.Number) a number, which
// stands for its class, or a class as FormatVarValue writes it
// ("60..70").
func ParseVarValue(v *ta.Var, s string) (int64, error) {
	n := v.Number
	if n == nil {
		x, err := ParseValue(&v.Type, s)
		if err != nil && v.Display != nil {
			// The value as reports show it ("waiting (Wait 30 minutes,
			// line 41)").
			for i, text := range v.Display.Values {
				if text == s {
					return v.Type.Min() + int64(i), nil
				}
			}
			if len(v.Display.Values) > 0 {
				err = fmt.Errorf("expected one of %s, not %q", strings.Join(v.Display.Values, ", "), s)
			}
		}
		return x, err
	}
	if why := n.Valid(); why != "" {
		return 0, fmt.Errorf("it cannot be given a number: %s", why)
	}
	var classes []string
	for x := v.Type.Min(); x < v.Type.Min()+v.Type.Size(); x++ {
		classes = append(classes, n.ClassText(x))
	}
	k, ok := n.ParseClassText(s)
	switch {
	case !ok:
		return 0, fmt.Errorf("expected a number or one of %s, not %q", strings.Join(classes, ", "), s)
	case !v.Type.Contains(k):
		return 0, fmt.Errorf("%s is %s, which is not among the values it can take (%s)", s, n.ClassText(k), strings.Join(classes, ", "))
	}
	return k, nil
}

// FormatVarValue prints a value of variable v as ParseVarValue reads it
// back: FormatValue of its type, or a number's class in words.
func FormatVarValue(v *ta.Var, x int64) string {
	if v.Number != nil {
		if t := v.Number.ClassText(x); t != "" {
			return t
		}
	}
	return FormatValue(&v.Type, x)
}

// FormatValue prints a value of a variable's type.
func FormatValue(t *ta.Type, v int64) string {
	switch t.Kind {
	case ta.Bool:
		return strconv.FormatBool(v != 0)
	case ta.Enum:
		if v >= 0 && int(v) < len(t.Values) {
			return t.Values[v]
		}
	}
	return strconv.FormatInt(v, 10)
}

// varNames lists the program's variables and devices, for suggestions.
func varNames(p *ta.Program) []string {
	out := make([]string, 0, len(p.Vars))
	for _, v := range p.Vars {
		out = append(out, v.Name)
		if v.DisplayName() != v.Name {
			out = append(out, v.DisplayName())
		}
	}
	return out
}

// lookupVarShown is the variable named name, or else the one reports
// show under that name (a program's place in its Waits shows as the
// program), or -1. A name two variables show is not taken as either.
func lookupVarShown(p *ta.Program, name string) int {
	if v := p.LookupVar(name); v >= 0 {
		return v
	}
	found := -1
	for i, v := range p.Vars {
		if v.Display != nil && v.Display.Name == name {
			if found >= 0 {
				return -1
			}
			found = i
		}
	}
	return found
}

// lookupTimerShown is lookupVarShown for timers ("Bath Fan Limit: wait").
func lookupTimerShown(p *ta.Program, name string) int {
	if t := p.LookupTimer(name); t >= 0 {
		return t
	}
	for i, t := range p.Timers {
		if t.Display == name {
			return i
		}
	}
	return -1
}

// otherSection says where a name given in the wrong section of a start
// state goes, or else which name of the right section it is close to.
func otherSection(prog *ta.Program, name string, known []string) string {
	switch {
	case prog.LookupTimer(name) >= 0:
		return " but a timer (timers go under timers:, with the time left until they fire)"
	case prog.LookupVar(name) >= 0:
		return " but a variable or device (those go under vars: or devices:)"
	case prog.LookupClock(name) > 0:
		return " but a clock (clocks go under clocks:, with their value at the start)"
	}
	return ta.Suggest(name, known)
}

// clockNames lists the program's declared clocks, for suggestions (the
// timers' clocks are given under timers:).
func clockNames(p *ta.Program) []string {
	out := make([]string, len(p.Clocks))
	for i, c := range p.Clocks {
		out[i] = c.Name
	}
	return out
}

// timerNames lists the program's timers, for suggestions.
func timerNames(p *ta.Program) []string {
	out := make([]string, 0, len(p.Timers))
	for _, t := range p.Timers {
		out = append(out, t.Name)
		if t.Display != "" {
			out = append(out, t.Display)
		}
	}
	return out
}
