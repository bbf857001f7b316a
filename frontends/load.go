// Package frontends turns program files into the virtual-clock IR, choosing
// the front end by the file's extension.
package frontends

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/delorean-mc/delorean/frontends/elk"
	"github.com/delorean-mc/delorean/frontends/hass"
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/isy"
	"github.com/delorean-mc/delorean/frontends/isy/nodes"
	isysyntax "github.com/delorean-mc/delorean/frontends/isy/syntax"
	"github.com/delorean-mc/delorean/frontends/tck"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/environment"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// Options are what a program is read with besides its text.
type Options struct {
	// Devices is a device list: for ISY programs the XML of the
	// controller's /rest/nodes (docs/frontends.md).
	Devices string
	// Environment is an environment file (docs/environment.md).
	Environment string
	// Strict makes the warnings about devices errors: values and commands
	// that look misspelt, or that no device of their kind has; and Home
	// Assistant's mistakes (config.Mistake: a service, a state, an entity
	// or a trigger id that looks misspelt).
	Strict bool
	// Keep are names whose state the program must keep although the
	// program alone would not need it: the names the invariants and the
	// start state read (Home Assistant's pulse entities, which only
	// triggers watch, otherwise keep no state). The environment file's
	// names are kept too.
	Keep map[string]bool
	// Consts are the numbers the invariants compare names with, by name
	// (decimals as written; explore/spec.Thresholds finds them): a Home
	// Assistant entity compared as a number gets them as constants, so
	// that an invariant's `sensor.t > 70.5` is exact (explore/spec
	// compares such a number only at its constants).
	Consts map[string][]string
	// Plain reads the program without the front end's reductions (Home
	// Assistant's pulse entities, shared since clocks, time patterns in
	// their windows, timers nothing reads as outputs), which they are
	// tested against; Home Assistant's runs then yield wherever Home
	// Assistant's script engine does.
	Plain bool
	// NoYields lowers Home Assistant's runs as if they never suspended
	// between their waits (the lowering before yield points, which state
	// counts are compared with).
	NoYields bool
	// AllGates keeps every Home Assistant trigger job's gate, also where
	// it never closes (hass.Options.AllGates), which dropping it is
	// tested against.
	AllGates bool
	// SchedulerByLater writes Home Assistant's yield schedulers in the
	// encoding that grows with the square of a group's size
	// (hass.Options.SchedulerByLater), which the linear one is tested
	// against.
	SchedulerByLater bool
	// JobsPairwise writes Home Assistant's trigger jobs' gates in the
	// encoding that grows with the square of the number of automations
	// that wait for each other (hass.Options.JobsPairwise), which the
	// counted one is tested against.
	JobsPairwise bool
}

// Load reads, parses and checks a program file. Diagnostics come back as a
// ta.ErrorList with file:line:col positions.
func Load(path string) (*ta.Program, error) { return LoadWith(path, Options{}) }

// LoadWith is Load with a device list, an environment file, strictness.
func LoadWith(path string, opt Options) (*ta.Program, error) {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		// A Home Assistant configuration directory: its configuration's
		// automation sections, or else its automations.yaml.
		dir := path
		path = filepath.Join(dir, "configuration.yaml")
		if _, err := os.Stat(path); err != nil {
			path = filepath.Join(dir, "automations.yaml")
			if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
				// Say what a directory is read as, rather than which of
				// the two files was tried last.
				return nil, fmt.Errorf("%s: a directory is read as a Home Assistant configuration, but it has neither configuration.yaml nor automations.yaml; expected one of them (or give a program file)", dir)
			}
		}
	}
	src, err := syntax.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return LoadSourceWith(path, src, opt)
}

// LoadSource is Load on text already read. A UTF-8 byte-order mark, which
// Windows editors write at the start of a file, is not part of the program.
func LoadSource(path string, src []byte) (*ta.Program, error) {
	return LoadSourceWith(path, src, Options{})
}

// LoadSourceWith is LoadWith on text already read.
func LoadSourceWith(path string, src []byte, opt Options) (*ta.Program, error) {
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	var p *ta.Program
	var err error
	var cat *nodes.Catalogue
	var env *environment.EnvSpec
	if opt.Environment != "" {
		text, rerr := syntax.ReadFile(opt.Environment)
		if rerr != nil {
			return nil, rerr
		}
		if env, err = environment.ParseEnvironment(opt.Environment, text); err != nil {
			return nil, err
		}
	}
	ext := strings.ToLower(filepath.Ext(path))
	if opt.Devices != "" {
		if ext != ".isy" && ext != ".txt" {
			return nil, fmt.Errorf("--devices reads an ISY controller's device list (/rest/nodes XML); %s is not an ISY program", path)
		}
		text, rerr := syntax.ReadFile(opt.Devices)
		if rerr != nil {
			return nil, rerr
		}
		if cat, err = nodes.ParseNodes(opt.Devices, text); err != nil {
			return nil, err
		}
	}
	var warns ta.ErrorList
	switch ext {
	case ".ta":
		p, err = syntax.Parse(path, src)
	case ".isy", ".txt":
		var f *isysyntax.File
		if f, err = isysyntax.Parse(path, src); err == nil {
			p, warns, err = isy.LowerWith(f, path, isy.Options{Devices: cat, Env: env, Strict: opt.Strict})
		}
	case ".elk":
		var f *elk.File
		if f, err = elk.Parse(path, src); err == nil {
			p, err = elk.Lower(f, path)
		}
	case ".yaml", ".yml":
		var f *config.File
		if f, err = config.ParseIncludes(path, src); err == nil {
			p, err = hass.LowerWith(f, path, hass.Options{Keep: keepWith(opt.Keep, env), Consts: opt.Consts, Plain: opt.Plain, NoYields: opt.NoYields, AllGates: opt.AllGates, SchedulerByLater: opt.SchedulerByLater, JobsPairwise: opt.JobsPairwise})
		}
		if err == nil {
			var notes ta.ErrorList
			for _, n := range f.Notes {
				e := &ta.Error{Pos: n.Pos, Msg: n.Kind.String() + ": " + n.What}
				if n.Kind == config.Mistake {
					// What is almost certainly not what was meant: every
					// command warns, and --strict refuses the program.
					warns = append(warns, e)
					continue
				}
				notes = append(notes, e)
			}
			notes.Sort()
			var out []LeftOutItem
			for _, inv := range f.Invalid {
				what := "automation"
				if inv.Script {
					what = "script"
				}
				for _, e := range inv.Errors {
					out = append(out, LeftOutItem{Pos: e.Pos, Start: inv.Pos, What: what, Name: inv.Name, Reason: e.Msg})
				}
			}
			warns.Sort()
			if opt.Strict && len(warns) > 0 {
				// With what is left out, which --strict refuses too.
				errs := append(ta.ErrorList(nil), warns...)
				for _, it := range out {
					errs = append(errs, it.Error())
				}
				errs.Sort()
				return nil, errs
			}
			var lows []AutomationLowering
			for _, al := range f.Lowering() {
				a := al.Automation
				what := "automation"
				if a.Script {
					what = "script"
				}
				low := AutomationLowering{What: what, Name: a.Alias, Pos: a.Pos, Status: al.Status}
				if a.Skipped != "" {
					low.Reasons = append(low.Reasons, &ta.Error{Pos: a.Pos, Msg: a.Skipped})
				}
				for _, n := range al.Notes {
					low.Reasons = append(low.Reasons, &ta.Error{Pos: n.Pos, Msg: n.Kind.String() + ": " + n.What})
				}
				lows = append(lows, low)
			}
			notesMu.Lock()
			notesOf[p] = notes
			leftOutOf[p] = out
			loweringOf[p] = lows
			notesMu.Unlock()
		}
	case ".tck":
		var sys *tck.System
		if sys, err = tck.Parse(path, src); err == nil {
			p, err = tck.Lower(sys, path)
		}
	default:
		return nil, ta.ErrorList{{Pos: ta.Pos{File: path}, Msg: fmt.Sprintf("unknown kind of program %q (expected .ta, .isy or .txt for ISY exports, .elk for ELK M1 rules, .tck for TChecker models, or .yaml for Home Assistant automations)", ext)}}
	}
	if err != nil {
		return nil, err
	}
	if p.Name == "" {
		p.Name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	}
	if err := environment.ApplyEnvironment(p, env); err != nil {
		return nil, err
	}
	if err := ta.Check(p); err != nil {
		return nil, err
	}
	if len(warns) > 0 {
		notesMu.Lock()
		deviceWarnings[p] = warns
		notesMu.Unlock()
	}
	return p, nil
}

// keepWith is keep with the names an environment file gives.
func keepWith(keep map[string]bool, env *environment.EnvSpec) map[string]bool {
	if env == nil {
		return keep
	}
	out := map[string]bool{}
	for k := range keep {
		out[k] = true
	}
	for _, list := range [][]environment.EnvName{env.Manual, env.Fixed} {
		for _, n := range list {
			out[n.Name] = true
		}
	}
	return out
}

// DeviceWarnings returns the warnings about devices of an ISY program p
// (values and commands that look misspelt, or that no device of the kind
// has; with a device list, names it does not hold), and the mistakes of a
// Home Assistant configuration (notes of kind config.Mistake), by
// position; every command that reads the program prints them.
func DeviceWarnings(p *ta.Program) ta.ErrorList {
	notesMu.Lock()
	defer notesMu.Unlock()
	return append(ta.ErrorList(nil), deviceWarnings[p]...)
}

var (
	notesMu        sync.Mutex
	notesOf        = map[*ta.Program]ta.ErrorList{}
	deviceWarnings = map[*ta.Program]ta.ErrorList{}
	leftOutOf      = map[*ta.Program][]LeftOutItem{}
	loweringOf     = map[*ta.Program][]AutomationLowering{}
)

// AutomationLowering is how one automation or script of a Home Assistant
// configuration is modelled: Status is "exact", "over-approximated" (some
// construct allows more than Home Assistant does: either answer) or
// "skipped" (it never runs: off, or its blueprint is missing); Reasons
// are the notes about it, with their positions.
type AutomationLowering struct {
	What    string // "automation" or "script"
	Name    string
	Pos     ta.Pos
	Status  string
	Reasons ta.ErrorList
}

// Lowering returns how each automation and script of program p is
// modelled, in file order; nil for other kinds of programs.
func Lowering(p *ta.Program) []AutomationLowering {
	notesMu.Lock()
	defer notesMu.Unlock()
	return append([]AutomationLowering(nil), loweringOf[p]...)
}

// LeftOutItem is one reason an automation or script of a Home Assistant
// configuration was left out of program: Home Assistant does not load an
// automation that fails its validation (it is "unavailable") and loads
// the rest, and so does the front end.
type LeftOutItem struct {
	Pos    ta.Pos // where the problem is
	Start  ta.Pos // where the automation starts
	What   string // "automation" or "script"
	Name   string // its alias (or id)
	Reason string
}

// Error is the item as a diagnostic at the problem's position.
func (it LeftOutItem) Error() *ta.Error {
	return &ta.Error{Pos: it.Pos, Msg: fmt.Sprintf("%s %q left out (Home Assistant would not load it): %s", it.What, it.Name, it.Reason)}
}

// LeftOut returns what was left out of program p (LeftOutItem), in file
// order; nil for other kinds of programs.
func LeftOut(p *ta.Program) []LeftOutItem {
	notesMu.Lock()
	defer notesMu.Unlock()
	return append([]LeftOutItem(nil), leftOutOf[p]...)
}

// LeftOutErrors is LeftOut as diagnostics.
func LeftOutErrors(p *ta.Program) ta.ErrorList {
	var out ta.ErrorList
	for _, it := range LeftOut(p) {
		out = append(out, it.Error())
	}
	return out
}

// Notes returns what the front end read only approximately in program p
// (Home Assistant constructs over-approximated or skipped) and, for ISY
// programs, the warnings about devices (values and commands that look
// misspelt, or that no device of the kind has), by position; `delorean
// check` prints them as warnings.
func Notes(p *ta.Program) ta.ErrorList {
	notesMu.Lock()
	defer notesMu.Unlock()
	// A copy: callers append to it.
	out := append(append(ta.ErrorList(nil), notesOf[p]...), deviceWarnings[p]...)
	out.Sort()
	return out
}
