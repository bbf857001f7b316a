package spec

import (
	"fmt"
	"os"
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
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	return ParseInit(file, data, prog)
}

// ParseInit is LoadInit on YAML text.
func ParseInit(file string, data []byte, prog *ta.Program) (*Init, error) {
	in := &Init{Vals: map[int]int64{}, Clocks: map[int]int64{}, Timers: map[int]int64{}}
	var root yaml.Node
	if err := yaml.Unmarshal(data, &root); err != nil {
		return nil, YAMLError(file, data, err)
	}
	if len(root.Content) == 0 {
		return in, nil
	}
	var errs ta.ErrorList
	top := root.Content[0]
	if top.Kind != yaml.MappingNode {
		errs.Add(nodePos(file, top), "the start state must be a mapping with sections vars, devices, clocks, timers")
		return nil, errs
	}
	for i := 0; i+1 < len(top.Content); i += 2 {
		k, sec := top.Content[i], top.Content[i+1]
		if sec.Kind != yaml.MappingNode {
			errs.Add(nodePos(file, sec), "%s must be a mapping of names to values", k.Value)
			continue
		}
		for j := 0; j+1 < len(sec.Content); j += 2 {
			name, val := sec.Content[j], sec.Content[j+1]
			pos := nodePos(file, val)
			switch k.Value {
			case "vars", "devices":
				v := prog.LookupVar(name.Value)
				if v < 0 {
					errs.Add(nodePos(file, name), "%q is not a variable or device of the program%s", name.Value, ta.Suggest(name.Value, varNames(prog)))
					continue
				}
				x, err := ParseValue(&prog.Vars[v].Type, val.Value)
				if err != nil {
					errs.Add(pos, "%s: %v", name.Value, err)
					continue
				}
				in.Vals[v] = x
			case "clocks":
				c := prog.LookupClock(name.Value)
				if c <= 0 || prog.LookupTimer(name.Value) >= 0 {
					errs.Add(nodePos(file, name), "%q is not a clock of the program (timers go under timers:)", name.Value)
					continue
				}
				d, err := ta.ParseDuration(strings.ReplaceAll(val.Value, " ", ""))
				if err != nil {
					errs.Add(pos, "%s: %v", name.Value, err)
					continue
				}
				in.Clocks[c] = d
			case "timers":
				t := prog.LookupTimer(name.Value)
				if t < 0 {
					errs.Add(nodePos(file, name), "%q is not a timer of the program", name.Value)
					continue
				}
				d, err := ta.ParseDuration(strings.ReplaceAll(val.Value, " ", ""))
				if err != nil {
					errs.Add(pos, "%s: %v", name.Value, err)
					continue
				}
				if WindowFor(prog.Timers[t], d) < 0 {
					errs.Add(pos, "%s: no start statement of this timer waits %s or longer", name.Value, ta.FormatDuration(d))
					continue
				}
				in.Timers[t] = d
			default:
				errs.Add(nodePos(file, k), "unknown section %q (expected vars, devices, clocks, timers)", k.Value)
				j = len(sec.Content)
				continue
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
	out := make([]string, len(p.Vars))
	for i, v := range p.Vars {
		out[i] = v.Name
	}
	return out
}
