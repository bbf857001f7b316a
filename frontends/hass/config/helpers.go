package config

import (
	"math"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// counters reads the counter section: each counter's initial value,
// step, minimum and maximum, validated as Home Assistant's CONFIG_SCHEMA
// in homeassistant/components/counter/__init__.py does (initial and step
// cv.positive_int, minimum and maximum vol.Coerce(int) or null; no
// relation between them is required, and the initial value is not
// clamped). A counter declared without settings has the defaults
// (initial 0, step 1, no bounds).
func (p *yparser) counters(n *yaml.Node) {
	if n.Kind != yaml.MappingNode {
		return
	}
	if p.f.Inputs == nil {
		p.f.Inputs = map[string]*Input{}
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], resolve(n.Content[i+1])
		id := "counter." + k.Value
		in := &Input{Pos: p.pos(k), Initial: "0"}
		one := 1.0
		in.Step = &one
		p.f.Inputs[id] = in
		if v.Kind != yaml.MappingNode {
			continue
		}
		f, _ := p.fields(v, id)
		if x := f["initial"]; x != nil {
			if w, ok := p.wholeNumber(x, id+": initial", true); ok {
				in.Initial = strconv.FormatInt(w, 10)
			}
		}
		if x := f["step"]; x != nil {
			if w, ok := p.wholeNumber(x, id+": step", true); ok {
				s := float64(w)
				in.Step = &s
			}
		}
		for key, dst := range map[string]**float64{"minimum": &in.Min, "maximum": &in.Max} {
			if x := f[key]; x != nil && x.Tag != "!!null" {
				if w, ok := p.wholeNumber(x, id+": "+key, false); ok {
					y := float64(w)
					*dst = &y
				}
			}
		}
	}
}

// wholeNumber reads a counter setting as vol.Coerce(int) does: an
// integer, or a number truncated toward zero (Python's int(2.7) is 2);
// nonNegative adds cv.positive_int's vol.Range(min=0).
func (p *yparser) wholeNumber(x *yaml.Node, what string, nonNegative bool) (int64, bool) {
	want := "a whole number"
	if nonNegative {
		want = "a whole number of at least 0"
	}
	if x.Kind != yaml.ScalarNode || (x.Tag != "!!int" && x.Tag != "!!float" && x.Tag != "!!str") {
		p.errorf(x, "%s must be %s, found %s", what, want, describe(x))
		return 0, false
	}
	var w int64
	if i, err := strconv.ParseInt(strings.TrimSpace(x.Value), 10, 64); err == nil {
		w = i
	} else if f, err := strconv.ParseFloat(strings.TrimSpace(x.Value), 64); err == nil && x.Tag != "!!str" && math.Abs(f) < 1<<53 {
		w = int64(math.Trunc(f))
	} else {
		p.errorf(x, "%s must be %s, found %s", what, want, describe(x))
		return 0, false
	}
	if nonNegative && w < 0 {
		p.errorf(x, "%s must be %s, found %d", what, want, w)
		return 0, false
	}
	return w, true
}

// inputNumber reads what an input_number declares besides min and max:
// its step (vol.Coerce(float) of at least 1e-9, default 1), and checks
// what _cv_input_number in homeassistant/components/input_number checks:
// max above min, the initial value between them.
func (p *yparser) inputNumber(in *Input, id string, f map[string]*yaml.Node) {
	if x := f["step"]; x != nil {
		s, err := strconv.ParseFloat(strings.TrimSpace(x.Value), 64)
		if x.Kind != yaml.ScalarNode || err != nil || s < 1e-9 || math.IsInf(s, 0) {
			p.errorf(x, "%s: step must be a number above 0, found %s", id, describe(x))
		} else {
			in.Step = &s
		}
	}
	if in.Min != nil && in.Max != nil && *in.Min == *in.Max {
		p.errorf(f["max"], "%s: max %s must be above min %s", id, FormatNum(*in.Max), FormatNum(*in.Min))
	}
	if in.Initial != "" && in.Min != nil && in.Max != nil {
		if x, err := strconv.ParseFloat(strings.TrimSpace(in.Initial), 64); err == nil && (x < *in.Min || x > *in.Max) {
			p.errorf(f["initial"], "%s: initial %s is not between min %s and max %s", id, in.Initial, FormatNum(*in.Min), FormatNum(*in.Max))
		}
	}
}
