package trace

import (
	"bytes"
	"errors"
	"fmt"
	"github.com/delorean-mc/delorean/ta/syntax"
	"io"
	"math/big"
	"os"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/ta"
)

// TraceFile is a trace as written to disk (--trace-dir) and read by
// `delorean replay`: the calendar and the whole start state, then each
// stimulus with its exact time and the factor values it saw, and the
// state the explorer recorded after it, which the replay checks.
type TraceFile struct {
	Program   string `yaml:"program"`
	Violation string `yaml:"violation,omitempty"`
	Start     string `yaml:"start"`
	// Weekday is the start's day of the week (Mon..Sun), for a program
	// whose behaviour depends on it.
	Weekday string `yaml:"weekday,omitempty"`
	// Date is the start's date (2026-01-31), for a program whose
	// behaviour depends on it (or when the start had one).
	Date    string `yaml:"date,omitempty"`
	Horizon string `yaml:"horizon"`
	Sunrise string `yaml:"sunrise"`
	Sunset  string `yaml:"sunset"`
	// SunDays are ta.Calendar.Days, each as [sunrise, sunset], when the
	// run's sun times change from day to day.
	SunDays [][]string `yaml:"sun_days,flow,omitempty"`
	// TimeZone is the zone whose clock the times of day are read on, and
	// UTCOffset its offset from UTC at the start (seconds); ClockChanges
	// are its changes within the run (ta.Calendar.Changes), each as
	// [seconds since the start, seconds the local clock jumps by].
	TimeZone     string          `yaml:"time_zone,omitempty"`
	UTCOffset    int64           `yaml:"utc_offset,omitempty"`
	ClockChanges [][]int64       `yaml:"clock_changes,flow,omitempty"`
	Init         TraceInit       `yaml:"init"`
	Steps        []TraceFileStep `yaml:"steps"`
	End          string          `yaml:"end"` // seconds since the start of the final state

	path string
	keys map[string]ta.Pos // where the top-level keys are (read files only)
	// initNode is init: as read from the file (nil for a trace made in
	// memory): the start state is parsed from it, so that its messages
	// point into the file.
	initNode *yaml.Node
}

// pos is where step i is in the file.
func (f *TraceFile) pos(i int) ta.Pos {
	if i < 0 || i >= len(f.Steps) {
		return ta.Pos{File: f.path, Line: 1, Col: 1}
	}
	return ta.Pos{File: f.path, Line: f.Steps[i].line, Col: f.Steps[i].col}
}

// TraceInit is the start state of a trace file.
type TraceInit struct {
	Vars   yaml.Node         `yaml:"vars"`
	Clocks map[string]string `yaml:"clocks,omitempty"`
	Timers map[string]string `yaml:"timers,omitempty"`
}

// TraceFileStep is one step of a trace file.
type TraceFileStep struct {
	At       string    `yaml:"at"`      // time of day, for people
	Elapsed  string    `yaml:"elapsed"` // exact seconds since the start; this is what counts
	Stimulus string    `yaml:"stimulus"`
	Factors  yaml.Node `yaml:"factors,omitempty"`
	Randoms  []int64   `yaml:"random,flow,omitempty"` // values of random expressions, in order
	State    yaml.Node `yaml:"state"`                 // every variable after the step

	line, col int // where the step is in the file
}

// UnmarshalYAML keeps the step's position, for messages about it.
func (s *TraceFileStep) UnmarshalYAML(n *yaml.Node) error {
	type plain TraceFileStep
	if err := n.Decode((*plain)(s)); err != nil {
		return err
	}
	s.line, s.col = n.Line, n.Column
	return nil
}

func mapNode(pairs [][2]string) yaml.Node {
	n := yaml.Node{Kind: yaml.MappingNode, Style: yaml.FlowStyle}
	for _, p := range pairs {
		n.Content = append(n.Content,
			&yaml.Node{Kind: yaml.ScalarNode, Value: p[0]},
			&yaml.Node{Kind: yaml.ScalarNode, Value: p[1]})
	}
	return n
}

func varPairs(m *Model, st *ta.State) [][2]string {
	var out [][2]string
	for i, v := range m.Prog.Vars {
		out = append(out, [2]string{v.Name, spec.FormatVarValue(v, st.Vals[i])})
	}
	return out
}

// File renders the trace, of a run of m that violates the invariant
// named name, for writing to disk.
func (tr *Trace) File(m *Model, name string) *TraceFile {
	cal := m.Cfg.Cal
	if tr.Cal != nil {
		cal = *tr.Cal
	}
	f := &TraceFile{
		Program:   m.Prog.File,
		Violation: name,
		Start:     ta.FormatClockTime(cal.Start),
		Horizon:   "none",
		Sunrise:   ta.FormatClockTime(cal.Sunrise),
		Sunset:    ta.FormatClockTime(cal.Sunset),
		End:       ta.FormatSeconds(tr.End),
	}
	if cal.Horizon > 0 {
		f.Horizon = ta.FormatDuration(cal.Horizon)
	}
	if cal.DayKnown {
		f.Weekday = ta.WeekdayNames[cal.Weekday]
	}
	if cal.DateKnown {
		f.Date = cal.Date.String()
	}
	for _, d := range cal.Days {
		f.SunDays = append(f.SunDays, []string{ta.FormatClockTime(d.Sunrise), ta.FormatClockTime(d.Sunset)})
	}
	f.TimeZone, f.UTCOffset = cal.Zone, cal.UTCOffset
	for _, c := range cal.Changes {
		f.ClockChanges = append(f.ClockChanges, []int64{c.At, c.By})
	}
	st, _, _ := m.Initial()
	f.Init.Vars = mapNode(varPairs(m, &st))
	if in := m.Cfg.Init; in != nil {
		for c, sec := range in.Clocks {
			if f.Init.Clocks == nil {
				f.Init.Clocks = map[string]string{}
			}
			f.Init.Clocks[m.Prog.ClockName(c)] = ta.FormatDuration(sec)
		}
		for t, left := range in.Timers {
			if f.Init.Timers == nil {
				f.Init.Timers = map[string]string{}
			}
			f.Init.Timers[m.Prog.Timers[t].Name] = ta.FormatDuration(left)
		}
	}
	for _, s := range tr.Steps {
		fs := TraceFileStep{
			At:       m.ClockText(s.At),
			Elapsed:  ta.FormatSeconds(s.At),
			Stimulus: m.Prog.Stimuli()[s.Stim].Name,
			State:    mapNode(varPairs(m, &s.State)),
		}
		if len(s.Factors) > 0 {
			var pairs [][2]string
			for _, fc := range s.Factors {
				fac := m.Prog.Factors[fc.Factor]
				pairs = append(pairs, [2]string{fac.Name, fmt.Sprint(fac.Classes[fc.Class].Lo)})
			}
			fs.Factors = mapNode(pairs)
		}
		fs.Randoms = s.Randoms
		f.Steps = append(f.Steps, fs)
	}
	return f
}

// Write saves the trace file (the command line writes it through
// Encode, atomically).
func (f *TraceFile) Write(path string) error {
	var b bytes.Buffer
	if err := f.Encode(&b); err != nil {
		return err
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

// Encode writes the trace file's text to w.
func (f *TraceFile) Encode(w io.Writer) error {
	if _, err := io.WriteString(w, "# DeLorean trace. Replay it with: delorean replay PROGRAM THIS_FILE\n"); err != nil {
		return err
	}
	enc := yaml.NewEncoder(w)
	enc.SetIndent(2)
	if err := enc.Encode(f); err != nil {
		return err
	}
	return enc.Close()
}

// maxSlug is the most runes of a name a trace file's name keeps: file
// names are limited to 255 bytes, and a sentence-long invariant's name
// is recognisable from its start.
const maxSlug = 60

// FileName is the name of the trace file of the n-th (from 1) of count
// findings named name: NN-slug.trace.yaml, NN its number with as many
// digits as count needs (at least two), so that the files sort in the
// report's order and two names that differ only in punctuation, case or
// script ("light on", "light-on", "日本語", "中文") never share a file,
// not even on a file system that ignores case; slug is the name with
// each run of other characters than letters, marks and digits (of any
// script: 日本語 stays) made one "-", never empty nor starting with a
// dot, so that no file is hidden.
func FileName(n, count int, name string) string {
	width := max(2, len(strconv.Itoa(count)))
	var b strings.Builder
	dash, runes := false, 0
	for _, r := range name {
		if runes >= maxSlug {
			break
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
				runes++
			}
			dash = false
			b.WriteRune(r)
			runes++
			continue
		}
		dash = true
	}
	slug := strings.TrimSuffix(b.String(), "-")
	if slug == "" {
		slug = "finding"
	}
	return fmt.Sprintf("%0*d-%s.trace.yaml", width, n, slug)
}

// ReadTraceFile loads a trace file.
func ReadTraceFile(path string) (*TraceFile, error) {
	tf, err := readTraceFile(path)
	if err == nil {
		tf.path = path
	}
	return tf, err
}

func readTraceFile(path string) (*TraceFile, error) {
	data, err := syntax.ReadFile(path)
	if err != nil {
		return nil, err
	}
	doc, err := syntax.DecodeYAML(path, data)
	if err != nil {
		return nil, spec.YAMLError(path, data, err)
	}
	if len(doc.Content) == 0 {
		return nil, fmt.Errorf("%s:1:1: the trace file is empty: expected a trace as explore --trace-dir writes it (program, start, steps)", path)
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("%s:%d:%d: expected a trace as explore --trace-dir writes it (program, start, steps), not a %s", path, root.Line, root.Column, yamlKind(root))
	}
	// The shape is checked on the nodes first, so that a key or value of
	// the wrong kind is reported where it is and in a user's words: the
	// decoder would ignore unknown keys, and report a wrong type with the
	// line only and the Go type it decodes into.
	if errs := checkTraceShape(path, root); len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	var f TraceFile
	// init: is decoded apart, and only as far as it goes: InitState parses
	// it from its node, against the program, with the file's positions.
	rest := *root
	rest.Content = nil
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == "init" {
			f.initNode = root.Content[i+1]
			continue
		}
		rest.Content = append(rest.Content, root.Content[i], root.Content[i+1])
	}
	if err := rest.Decode(&f); err != nil {
		return nil, decodeError(path, data, err)
	}
	if f.initNode != nil {
		_ = f.initNode.Decode(&f.Init) // errors: see InitState
	}
	f.keys = map[string]ta.Pos{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k := root.Content[i]
		f.keys[k.Value] = ta.Pos{File: path, Line: k.Line, Col: k.Column}
	}
	return &f, nil
}

// The keys of a trace file and of its steps, as Write writes them.
var (
	traceKeys     = []string{"program", "violation", "start", "weekday", "date", "horizon", "sunrise", "sunset", "sun_days", "time_zone", "utc_offset", "clock_changes", "init", "steps", "end"}
	traceStepKeys = []string{"at", "elapsed", "stimulus", "factors", "random", "state"}
)

// checkTraceShape checks that a trace file's mapping has the keys and the
// kinds of values a trace has: single values, a list of steps, each a
// mapping of the step keys. Values themselves are read later, against the
// program.
func checkTraceShape(path string, root *yaml.Node) ta.ErrorList {
	c := &shapeCheck{path: path}
	c.keys(root, "", traceKeys, func(k, v *yaml.Node) {
		switch k.Value {
		case "init":
			// Checked against the program by InitState.
		case "sun_days":
			if v.Kind != yaml.SequenceNode {
				c.errs.Add(c.at(v), "sun_days: expected a list of [sunrise, sunset] pairs, not a %s", kindWord(v))
				return
			}
			for _, d := range v.Content {
				if d = deref(d); d.Kind != yaml.SequenceNode || len(d.Content) != 2 || deref(d.Content[0]).Kind != yaml.ScalarNode || deref(d.Content[1]).Kind != yaml.ScalarNode {
					c.errs.Add(c.at(d), "sun_days: expected a [sunrise, sunset] pair of times of day, not a %s", kindWord(d))
				}
			}
		case "clock_changes":
			if v.Kind != yaml.SequenceNode {
				c.errs.Add(c.at(v), "clock_changes: expected a list of [seconds since the start, seconds the clock jumps by] pairs, not a %s", kindWord(v))
				return
			}
			for _, d := range v.Content {
				if d = deref(d); d.Kind != yaml.SequenceNode || len(d.Content) != 2 || !isInt(deref(d.Content[0])) || !isInt(deref(d.Content[1])) {
					c.errs.Add(c.at(d), "clock_changes: expected a [seconds since the start, seconds the clock jumps by] pair of whole numbers, not a %s", kindWord(d))
				}
			}
		case "utc_offset":
			if !isInt(v) {
				c.errs.Add(c.at(v), "utc_offset: expected the offset from UTC in whole seconds, not %q", v.Value)
			}
		case "steps":
			switch {
			case isNull(v):
			case v.Kind != yaml.SequenceNode:
				c.errs.Add(c.at(v), "steps: expected a list of steps (each with at, elapsed, stimulus, state), not a %s", kindWord(v))
			default:
				for i, step := range v.Content {
					c.step(i, deref(step))
				}
			}
		default:
			c.scalar("", k, v)
		}
	})
	return c.errs
}

// shapeCheck collects the errors of checkTraceShape.
type shapeCheck struct {
	path string
	errs ta.ErrorList
}

func (c *shapeCheck) at(n *yaml.Node) ta.Pos {
	return ta.Pos{File: c.path, Line: n.Line, Col: n.Column}
}

// keys checks a mapping's keys against the known ones, each given once,
// and calls value with each known key's value. prefix starts messages. It
// reports whether some key was unknown.
func (c *shapeCheck) keys(m *yaml.Node, prefix string, known []string, value func(k, v *yaml.Node)) (unknown bool) {
	first := map[string]*yaml.Node{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		switch {
		case !contains(known, k.Value):
			c.errs.Add(c.at(k), "%sunknown key %q (expected %s)%s", prefix, k.Value, strings.Join(known, ", "), ta.Suggest(k.Value, known))
			unknown = true
		case first[k.Value] != nil:
			c.errs.Add(c.at(k), "%skey %q given twice (first at %d:%d)", prefix, k.Value, first[k.Value].Line, first[k.Value].Column)
		default:
			first[k.Value] = k
			value(k, deref(v))
		}
	}
	return unknown
}

func (c *shapeCheck) scalar(prefix string, k, v *yaml.Node) {
	if v.Kind != yaml.ScalarNode {
		c.errs.Add(c.at(v), "%s%s: expected a single value, not a %s", prefix, k.Value, kindWord(v))
	}
}

func (c *shapeCheck) mapping(prefix string, k, v *yaml.Node) {
	if v.Kind != yaml.MappingNode && !isNull(v) {
		c.errs.Add(c.at(v), "%s%s: expected a mapping of names to values, not a %s", prefix, k.Value, kindWord(v))
	}
}

// step checks step i of the file.
func (c *shapeCheck) step(i int, step *yaml.Node) {
	prefix := fmt.Sprintf("step %d: ", i+1)
	if step.Kind != yaml.MappingNode {
		c.errs.Add(c.at(step), "%sexpected a mapping with at, elapsed, stimulus, state, not a %s", prefix, kindWord(step))
		return
	}
	seen := map[string]bool{}
	unknown := c.keys(step, prefix, traceStepKeys, func(k, v *yaml.Node) {
		seen[k.Value] = true
		switch k.Value {
		case "factors", "state":
			c.mapping(prefix, k, v)
		case "random":
			if isNull(v) {
				return
			}
			if v.Kind != yaml.SequenceNode {
				c.errs.Add(c.at(v), "%srandom: expected a list of whole numbers, not a %s", prefix, kindWord(v))
				return
			}
			for _, x := range v.Content {
				x = deref(x)
				var n int64
				if x.Kind != yaml.ScalarNode || x.Decode(&n) != nil {
					c.errs.Add(c.at(x), "%srandom: expected a whole number, not %s", prefix, nodeText(x))
				}
			}
		default:
			c.scalar(prefix, k, v)
		}
	})
	// Without these the step is no step; the other keys are for people
	// (at) or may be empty (a program without variables or factors). An
	// unknown key is most likely the missing one misspelt: that is said.
	if unknown {
		return
	}
	for _, k := range []string{"elapsed", "stimulus"} {
		if !seen[k] {
			c.errs.Add(c.at(step), "%sno %s: (a step has at, elapsed, stimulus, state)", prefix, k)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// deref is the value an alias (*name) stands for, at the alias's
// position; any other node itself.
func deref(n *yaml.Node) *yaml.Node {
	if n.Kind != yaml.AliasNode || n.Alias == nil {
		return n
	}
	v := *n.Alias
	v.Line, v.Column = n.Line, n.Column
	return &v
}

// isNull reports whether a value was left empty (`key:` alone, or ~).
func isNull(n *yaml.Node) bool { return n.Kind == yaml.ScalarNode && n.Tag == "!!null" }

// kindWord names the kind of a YAML value in a user's words.
func kindWord(n *yaml.Node) string {
	switch n.Kind {
	case yaml.SequenceNode:
		return "list"
	case yaml.MappingNode:
		return "mapping"
	case yaml.ScalarNode:
		return "single value"
	}
	return "value of another kind"
}

// nodeText is a value as a message quotes it: a single value's text, or
// the kind of anything else.
func nodeText(n *yaml.Node) string {
	if n.Kind == yaml.ScalarNode {
		return strconv.Quote(n.Value)
	}
	return "a " + kindWord(n)
}

// decodeError is a decoding error of a trace file that checkTraceShape
// did not foresee: at the line it names, if it names one.
func decodeError(path string, data []byte, err error) error {
	var te *yaml.TypeError
	if errors.As(err, &te) && len(te.Errors) > 0 {
		var line int
		if _, e := fmt.Sscanf(te.Errors[0], "line %d:", &line); e == nil && line > 0 {
			msg := te.Errors[0][strings.Index(te.Errors[0], ":")+1:]
			return ta.ErrorList{{Pos: ta.Pos{File: path, Line: line, Col: 1}, Msg: "malformed trace:" + msg}}
		}
	}
	return spec.YAMLError(path, data, err)
}

func yamlKind(n *yaml.Node) string {
	switch n.Kind {
	case yaml.SequenceNode:
		return "list"
	case yaml.ScalarNode:
		return "single value"
	}
	return "document of another kind"
}

// keyPos is where a top-level key is in the file: at the key, or at the
// file's start when the key is missing.
func (f *TraceFile) keyPos(path, key string) ta.Pos {
	if p, ok := f.keys[key]; ok {
		return p
	}
	return ta.Pos{File: path, Line: 1, Col: 1}
}

// Calendar reads the trace file's start time, horizon and sun times.
func (f *TraceFile) Calendar() (ta.Calendar, error) {
	var cal ta.Calendar
	var err error
	if cal.Start, err = ta.ParseClockTime(f.Start); err != nil {
		return cal, fmt.Errorf("start: %v", err)
	}
	if f.Weekday != "" {
		i := slices.Index(ta.WeekdayNames[:], f.Weekday)
		if i < 0 {
			return cal, fmt.Errorf("weekday: expected one of %s, not %q", strings.Join(ta.WeekdayNames[:], ", "), f.Weekday)
		}
		cal.Weekday, cal.DayKnown = i, true
	}
	if f.Date != "" {
		if cal.Date, err = ta.ParseCivilDate(f.Date); err != nil {
			return cal, fmt.Errorf("date: %v", err)
		}
		cal.DateKnown = true
		switch wd := cal.Date.Weekday(); {
		case f.Weekday == "":
			cal.Weekday, cal.DayKnown = wd, true
		case wd != cal.Weekday:
			return cal, fmt.Errorf("date: %s is a %s, and weekday says %s", f.Date, ta.WeekdayNames[wd], f.Weekday)
		}
	}
	if cal.Sunrise, err = ta.ParseClockTime(f.Sunrise); err != nil {
		return cal, fmt.Errorf("sunrise: %v", err)
	}
	if cal.Sunset, err = ta.ParseClockTime(f.Sunset); err != nil {
		return cal, fmt.Errorf("sunset: %v", err)
	}
	for i, d := range f.SunDays {
		var day ta.SunDay
		if len(d) != 2 {
			return cal, fmt.Errorf("sun_days: day %d: expected [sunrise, sunset]", i+1)
		}
		if day.Sunrise, err = ta.ParseClockTime(d[0]); err == nil {
			day.Sunset, err = ta.ParseClockTime(d[1])
		}
		if err != nil {
			return cal, fmt.Errorf("sun_days: day %d: %v", i+1, err)
		}
		cal.Days = append(cal.Days, day)
	}
	if f.Horizon != "none" && f.Horizon != "" {
		if cal.Horizon, err = ta.ParseDuration(f.Horizon); err != nil {
			return cal, fmt.Errorf("horizon: %v", err)
		}
	}
	cal.Zone, cal.UTCOffset = f.TimeZone, f.UTCOffset
	for i, c := range f.ClockChanges {
		if len(c) != 2 {
			return cal, fmt.Errorf("clock_changes: change %d: expected [seconds since the start, seconds the clock jumps by]", i+1)
		}
		cal.Changes = append(cal.Changes, ta.ClockChange{At: c[0], By: c[1]})
	}
	if err := cal.CheckChanges(); err != nil {
		return cal, fmt.Errorf("clock_changes: %v", err)
	}
	return cal, nil
}

// Model is the model a trace file (read from path) replays in: prog under
// the file's calendar, from its start state, with the invariants props.
func (f *TraceFile) Model(path string, prog *ta.Program, props []*Property) (*Model, error) {
	cal, err := f.Calendar()
	if err != nil {
		// The message starts with the key it is about.
		key, _, _ := strings.Cut(err.Error(), ":")
		return nil, fmt.Errorf("%s: %v", f.keyPos(path, key), err)
	}
	init, err := f.InitState(path, prog)
	if err != nil {
		return nil, err
	}
	m, err := model.NewModel(prog, model.Config{Cal: cal, Init: init, Props: props})
	if err != nil {
		// What the calendar cannot do for the program (no horizon for a
		// program that reads the time of day, no date for one that reads
		// the weekday): at the key it is about, or the file's start.
		key := "start"
		if strings.Contains(err.Error(), "horizon") {
			key = "horizon"
		}
		return nil, fmt.Errorf("%s: %v", f.keyPos(path, key), err)
	}
	return m, nil
}

// InitState reads the trace file's start state against a program.
func (f *TraceFile) InitState(file string, prog *ta.Program) (*Init, error) {
	if n := f.initNode; n != nil {
		// Read from a file: parse the file's own nodes, so that a message
		// points at the file's line and column.
		if isNull(n) {
			return spec.ParseInit(file, nil, prog)
		}
		return spec.ParseInitNode(file, n, prog)
	}
	// Made in memory (Model.TraceFile): its values come from the program
	// itself, and there is no file to point into.
	doc := yaml.Node{Kind: yaml.MappingNode}
	add := func(k string, v *yaml.Node) {
		doc.Content = append(doc.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: k}, v)
	}
	if f.Init.Vars.Kind != 0 {
		add("vars", &f.Init.Vars)
	}
	for _, sec := range []struct {
		name string
		m    map[string]string
	}{{"clocks", f.Init.Clocks}, {"timers", f.Init.Timers}} {
		if len(sec.m) == 0 {
			continue
		}
		n := yaml.Node{Kind: yaml.MappingNode}
		for k, v := range sec.m {
			n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: k}, &yaml.Node{Kind: yaml.ScalarNode, Value: v})
		}
		add(sec.name, &n)
	}
	data, err := yaml.Marshal(&doc)
	if err != nil {
		return nil, err
	}
	return spec.ParseInit(file, data, prog)
}

// ReplaySteps reads the steps of the file against a model.
func (f *TraceFile) ReplaySteps(m *Model) ([]ReplayStep, *big.Rat, error) {
	var out []ReplayStep
	for i, s := range f.Steps {
		bad := func(format string, args ...any) error {
			return ta.ErrorList{{Pos: f.pos(i), Msg: fmt.Sprintf("step %d: ", i+1) + fmt.Sprintf(format, args...)}}
		}
		at, err := ta.ParseSeconds(s.Elapsed)
		if err != nil {
			return nil, nil, bad("elapsed: %v", err)
		}
		stim := m.Prog.LookupStimulus(s.Stimulus)
		if stim < 0 {
			var names []string
			for _, st := range m.Prog.Stimuli() {
				names = append(names, st.Name)
			}
			return nil, nil, bad("%q is not an event, timer or schedule of the program%s", s.Stimulus, ta.Suggest(s.Stimulus, names))
		}
		if err := f.checkStateNames(i, m.Prog); err != nil {
			return nil, nil, err
		}
		rs := ReplayStep{At: at, Stim: stim, Randoms: s.Randoms, Pos: f.pos(i)}
		for j := 0; j+1 < len(s.Factors.Content); j += 2 {
			name, val := s.Factors.Content[j].Value, s.Factors.Content[j+1].Value
			fi := -1
			for k, fac := range m.Prog.Factors {
				if fac.Name == name {
					fi = k
				}
			}
			if fi < 0 {
				var names []string
				for _, fac := range m.Prog.Factors {
					names = append(names, fac.Name)
				}
				return nil, nil, bad("%q is not an environmental factor of the program%s", name, ta.Suggest(name, names))
			}
			v, err := strconv.ParseInt(val, 10, 64)
			switch {
			case errors.Is(err, strconv.ErrRange):
				return nil, nil, bad("%s: %s is too large", name, val)
			case err != nil:
				return nil, nil, bad("%s: %q is not a whole number", name, val)
			}
			class := -1
			for c, cl := range m.Prog.Factors[fi].Classes {
				if v >= cl.Lo && v <= cl.Hi {
					class = c
				}
			}
			if class < 0 {
				return nil, nil, bad("%s = %d is outside its range", name, v)
			}
			rs.Factors = append(rs.Factors, ta.FactorChoice{Factor: fi, Class: class})
		}
		out = append(out, rs)
	}
	end, err := ta.ParseSeconds(f.End)
	if err != nil {
		return nil, nil, ta.ErrorList{{Pos: f.keyPos(f.path, "end"), Msg: "end: " + err.Error()}}
	}
	return out, end, nil
}

// checkStateNames refuses a step whose state: names something that is not
// a variable of prog: the replay compares only the program's variables,
// so a misspelt name would be a recorded value nobody checks, and the
// trace would "replay" while recording what the program never had.
func (f *TraceFile) checkStateNames(i int, prog *ta.Program) error {
	n := &f.Steps[i].State
	switch n.Kind {
	case 0:
		return nil
	case yaml.MappingNode:
	default:
		return ta.ErrorList{{Pos: f.nodePos(n, i), Msg: fmt.Sprintf("step %d: state: expected a mapping of variable names to values", i+1)}}
	}
	for j := 0; j+1 < len(n.Content); j += 2 {
		key := n.Content[j]
		if prog.LookupVar(key.Value) >= 0 {
			continue
		}
		var names []string
		for _, v := range prog.Vars {
			names = append(names, v.Name)
		}
		return ta.ErrorList{{Pos: f.nodePos(key, i), Msg: fmt.Sprintf("step %d: state: %q is not a variable of the program%s", i+1, key.Value, ta.Suggest(key.Value, names))}}
	}
	return nil
}

// nodePos is where n is in the file, or step i's position for a node
// made in memory (no line).
func (f *TraceFile) nodePos(n *yaml.Node, i int) ta.Pos {
	if n.Line == 0 {
		return f.pos(i)
	}
	return ta.Pos{File: f.path, Line: n.Line, Col: n.Column}
}

// Expected returns the variable values the file records after step i, by
// name.
func (f *TraceFile) Expected(i int) map[string]string {
	out := map[string]string{}
	n := f.Steps[i].State
	for j := 0; j+1 < len(n.Content); j += 2 {
		out[n.Content[j].Value] = n.Content[j+1].Value
	}
	return out
}

// RecordedValues returns the values the file records for each name, in
// its start state and after its steps, each once.
func (f *TraceFile) RecordedValues() map[string][]string {
	out := map[string][]string{}
	add := func(n *yaml.Node) {
		if n.Kind != yaml.MappingNode {
			return
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i].Value, n.Content[i+1].Value
			if !slices.Contains(out[k], v) {
				out[k] = append(out[k], v)
			}
		}
	}
	add(&f.Init.Vars)
	for i := range f.Steps {
		add(&f.Steps[i].State)
	}
	return out
}

// StateNames returns the names the trace's start state gives a value:
// the state the program that wrote the trace kept (a front end may keep
// less when nothing asks for it: Home Assistant's pulse entities).
func (f *TraceFile) StateNames() []string {
	var out []string
	n := &f.Init.Vars
	if n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		out = append(out, n.Content[i].Value)
	}
	return out
}

// isInt reports whether n is a whole number (YAML's !!int).
func isInt(n *yaml.Node) bool {
	if n.Kind != yaml.ScalarNode {
		return false
	}
	_, err := strconv.ParseInt(n.Value, 10, 64)
	return err == nil
}
