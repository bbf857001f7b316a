package isy

import (
	"fmt"
	"slices"
	"strings"

	"github.com/delorean-mc/delorean/frontends/isy/nodes"
	"github.com/delorean-mc/delorean/frontends/isy/syntax"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/environment"
)

// Options are what LowerWith knows besides the programs.
type Options struct {
	// Devices is the controller's device list (ParseNodes): each
	// device's kind, and so its states, the commands it sends, whether a
	// person operates it by hand; and the scenes with their members.
	Devices *nodes.Catalogue
	// Env is an environment file: Manual devices get a person at their
	// switch (Control events On and Off) whatever their kind.
	Env *environment.EnvSpec
	// Strict makes the warnings about devices errors.
	Strict bool
}

// warnf reports a doubtful use of a device: a warning, or an error when
// strict.
func (l *lowerer) warnf(pos ta.Pos, format string, args ...any) {
	if l.opt.Strict {
		l.errs.Add(pos, format, args...)
		return
	}
	l.warns.Add(pos, format, args...)
}

// sceneAct is a Set Scene action whose scene the device list names.
type sceneAct struct {
	a     *syntax.SetDevice
	scene *nodes.Scene
}

// collectScene notes a Set Scene: with a device list, the scene's members
// are set by a program.
func (l *lowerer) collectScene(a *syntax.SetDevice) {
	cat := l.opt.Devices
	if cat == nil {
		return
	}
	s := cat.Scenes[a.Device]
	switch {
	case s == nil && cat.Nodes[a.Device] != nil:
		l.warnf(a.Pos, "%q is a device, not a scene in %s%s", a.Device, cat.File, suggestName(a.Device, listedScenes(cat)))
		return
	case s == nil:
		// As a device the list does not hold: the name is wrong.
		l.errorf(a.At, "no scene named %q in %s%s", a.Device, cat.File, suggestName(a.Device, listedScenes(cat)))
		return
	}
	l.sceneActs = append(l.sceneActs, sceneAct{a, s})
}

func listedScenes(c *nodes.Catalogue) []string {
	var out []string
	for _, n := range c.Names() {
		if c.Scenes[n] != nil {
			out = append(out, n)
		}
	}
	return out
}

// checkDevices gives each device its kind (from the device list, or from
// its use), warns about values and commands that look misspelt or that no
// device of its kind has, and makes a device's states those of its kind,
// not only the ones the programs mention.
func (l *lowerer) checkDevices() {
	cat := l.opt.Devices
	for _, sa := range l.sceneActs {
		for _, m := range sa.scene.Members {
			if d := l.devices[m]; d != nil {
				d.set = true
				if !d.numeric {
					d.words = addWord(d.words, "On")
				}
			}
		}
	}
	for _, name := range l.devOrder {
		d := l.devices[name]
		if cat != nil {
			switch n := cat.Nodes[name]; {
			case n != nil:
				d.kind, d.listed = n.Kind, true
			case cat.Scenes[name] != nil:
				l.warnf(d.pos, "%q is a scene in %s; conditions and Set name devices (write Set Scene %q to set the scene)", name, cat.File, name)
			}
			// A name the list does not hold is an error of checkNames.
		}
		d.manual = d.kind.Manual() || l.opt.Env.ManualNamed(name)
		l.checkStatuses(d)
		l.checkCommands(d)
		if d.listed && d.kind.Sensor() && d.set {
			l.warnf(d.pos, "%s: a %s reports its state; programs cannot set it", cat.Describe(name), d.kind)
		}
		if d.listed && d.kind != nodes.KindDimmer && d.kind.States() != nil && d.numeric {
			l.warnf(d.pos, "%q is a %s: it has no levels, only On and Off", name, d.kind)
		}
		// The domain comes from the kind: an on/off device has On and Off
		// even if the programs only test one of them.
		if !d.numeric && (d.kind.States() != nil || onOffOnly(d.words)) {
			d.words = addWord(d.words, "On")
		}
	}
}

func onOffOnly(words []string) bool {
	for _, w := range words {
		if w != "On" && w != "Off" {
			return false
		}
	}
	return true
}

func count(uses []use, w string) int {
	n := 0
	for _, u := range uses {
		if u.word == w {
			n++
		}
	}
	return n
}

// evidence is what the rest of the programs say a device's states are:
// the words of its other Status conditions, the values programs set, the
// statuses its Control commands leave it in.
func (l *lowerer) evidence(d *device, skip use) []string {
	var out []string
	for _, u := range d.statuses {
		if u != skip {
			out = addWord(out, u.word)
		}
	}
	for _, u := range d.commands {
		if s, ok := statusCmd(u.word); ok {
			out = addWord(out, s)
		}
	}
	for _, w := range d.setWords {
		out = addWord(out, w)
	}
	return out
}

func (l *lowerer) checkStatuses(d *device) {
	states := d.kind.States()
	for _, u := range d.statuses {
		if d.numeric {
			if _, ok := levelOf(u.word); !ok {
				// Reported by declare: levels and states mixed.
				continue
			}
		}
		if d.listed && states != nil {
			if !slices.Contains(states, u.word) {
				near, _ := ta.Nearest(u.word, states, 1<<20)
				l.warnf(u.pos, "%s: a %s has no status %q (its statuses are %s); the nearest known value is %q",
					l.opt.Devices.Describe(d.name), d.kind, u.word, strings.Join(states, " and "), near)
			}
			continue
		}
		if count(d.statuses, u.word) > 1 || u.word == "On" || u.word == "Off" {
			continue
		}
		ev := l.evidence(d, u)
		if len(ev) > 0 && onOffOnly(ev) {
			near, _ := ta.Nearest(u.word, []string{"On", "Off"}, 1<<20)
			l.warnf(u.pos, "%q is an on/off device everywhere else (the programs use it with %s), which has no status %q; the nearest known value is %q",
				d.name, strings.Join(ev, " and "), u.word, near)
			continue
		}
		known := append(append([]string(nil), ev...), "On", "Off")
		if near, dist := ta.Nearest(u.word, known, 1); dist == 1 {
			l.warnf(u.pos, "Status %q is %q: used once, and one edit from the known value %q; a misspelling makes a state the device never has", d.name, u.word, near)
		}
	}
}

func (l *lowerer) checkCommands(d *device) {
	sends := d.kind.Sends()
	for _, u := range d.commands {
		if d.listed && sends != nil {
			if !slices.Contains(sends, u.word) {
				near, _ := ta.Nearest(u.word, sends, 1<<20)
				l.warnf(u.pos, "%s: a %s does not send %q (it sends %s); the nearest known command is %q",
					l.opt.Devices.Describe(d.name), d.kind, u.word, strings.Join(sends, ", "), near)
			}
			continue
		}
		if count(d.commands, u.word) > 1 || slices.Contains(nodes.InsteonCommands, u.word) {
			continue
		}
		var known []string
		for _, o := range d.commands {
			if o != u {
				known = addWord(known, o.word)
			}
		}
		known = append(known, nodes.InsteonCommands...)
		if near, dist := ta.Nearest(u.word, known, 1); dist == 1 {
			l.warnf(u.pos, "Control %q is switched %q: used once, and one edit from the known command %q; a misspelling makes an event the device never sends", d.name, u.word, near)
		}
	}
}

// manualEvents gives a person the switch of every device that has one
// (its kind, or the environment file): Control events On and Off, the
// commands its paddle sends, which also set its status (the paper's
// Fig. 3: a person switching the porch light by hand).
func (l *lowerer) manualEvents() {
	for _, name := range l.devOrder {
		d := l.devices[name]
		if !d.pressable() || !d.has || l.opt.Env.FixedNamed(name) {
			continue
		}
		l.controlEffect(name, "On", d.pos)
		l.controlEffect(name, "Off", d.pos)
	}
	// Scene controllers the programs never name still set the members
	// they do: a keypad button that turns the island on.
	cat := l.opt.Devices
	if cat == nil {
		return
	}
	for _, sn := range cat.Names() {
		s := cat.Scenes[sn]
		if s == nil {
			continue
		}
		for _, c := range s.Controllers {
			n := cat.Nodes[c]
			if l.devices[c] != nil || n == nil || !(n.Kind.Manual() || n.Kind.Sensor()) {
				continue
			}
			for _, cmd := range []string{"On", "Off"} {
				body := l.sceneResponders(c, cmd, s.Pos)
				name := controlEvent(c, cmd)
				if len(body) == 0 {
					continue
				}
				if _, ok := l.events[name]; ok {
					continue
				}
				pos := ta.Pos{File: l.prog.File, Line: 1, Col: 1}
				l.event(name, pos)
				l.effectRules = append(l.effectRules, &ta.Rule{Name: l.ruleName(name), Pos: pos,
					Trigger: ta.Trigger{Kind: ta.OnName, Name: name, Pos: pos}, Body: body})
			}
		}
	}
}

// pressable: the environment sends the device's On and Off commands: a
// person at its switch (manual), or, for a listed sensor, its reports.
func (d *device) pressable() bool {
	return d.manual || (d.listed && d.kind.Sensor() && d.kind.Sends() != nil)
}

// sceneValue is what a scene command leaves a member in: On, Off, or a
// level; ok is false for commands that change no status (Query, Beep).
func sceneValue(cmd string) (word string, level int64, isLevel, ok bool) {
	c := strings.ToLower(strings.ReplaceAll(cmd, " ", ""))
	switch c {
	case "on", "faston":
		return "On", 100, false, true
	case "off", "fastoff":
		return "Off", 0, false, true
	}
	if n, err := fmt.Sscanf(c, "%d%%", &level); err == nil && n == 1 && level >= 0 && level <= 100 {
		return "", level, true, true
	}
	return "", 0, false, false
}

// memberValue is the value a member device takes from a scene command.
func (l *lowerer) memberValue(d *device, word string, level int64, isLevel bool, pos ta.Pos) ta.Expr {
	if d.numeric {
		if !isLevel {
			level, _ = levelOf(word)
		}
		return &ta.IntLit{Pos: pos, Value: level}
	}
	if isLevel {
		word = "Off"
		if level > 0 {
			word = "On"
		}
	}
	return &ta.Ident{Pos: pos, Name: word}
}

// sceneAction lowers Set Scene: the output, and with a device list each
// member the programs use takes the scene's value (the ISY updates its
// members' statuses when it sends a scene command, so Status conditions
// on them see the change; Control conditions do not, as no member's
// paddle sent anything). The list has no responder on-levels (they live
// in the devices' link tables): On is full on.
func (l *lowerer) sceneAction(a *syntax.SetDevice) []ta.Stmt {
	base := ta.StmtBase{Pos: a.Pos}
	out := []ta.Stmt{&ta.Emit{StmtBase: base, Name: fmt.Sprintf("Set Scene '%s' %s", a.Device, a.Cmd)}}
	var s *nodes.Scene
	if l.opt.Devices != nil {
		s = l.opt.Devices.Scenes[a.Device]
	}
	if s == nil {
		return out
	}
	word, level, isLevel, ok := sceneValue(a.Cmd)
	if !ok {
		return out
	}
	for _, m := range s.Members {
		d := l.devices[m]
		if d == nil || !d.has {
			continue
		}
		out = append(out, &ta.Assign{StmtBase: base, Var: m, Value: l.memberValue(d, word, level, isLevel, a.Pos)})
	}
	return out
}

// sceneResponders: a controller's paddle pressed On or Off (status word)
// sets the other members of the scenes it controls, as the devices' own
// links do.
func (l *lowerer) sceneResponders(dev, word string, pos ta.Pos) []ta.Stmt {
	var out []ta.Stmt
	done := map[string]bool{dev: true}
	for _, s := range l.opt.Devices.ScenesControlledBy(dev) {
		for _, m := range s.Members {
			d := l.devices[m]
			if done[m] || d == nil || !d.has {
				continue
			}
			done[m] = true
			out = append(out, &ta.Assign{StmtBase: ta.StmtBase{Pos: pos}, Var: m, Value: l.memberValue(d, word, 0, false, pos)})
		}
	}
	return out
}

// setCommands are the node commands a program's Set action sends that
// change nothing the model tracks, or change a level (those with a
// status are lowered before this list is read).
var setCommands = []string{"On", "Off", "Fast On", "Fast Off", "Fade Up", "Fade Down", "Fade Stop", "Bright", "Brighten", "Dim", "Beep", "Query", "Lock", "Unlock"}

// checkSetCommand warns about a Set whose command is one edit from a
// command ISY knows: `Set 'Porch Light' Of` would otherwise be an output
// that changes no device, and the light would stay on in every trace.
func (l *lowerer) checkSetCommand(a *syntax.SetDevice) {
	if slices.Contains(setCommands, a.Cmd) {
		return
	}
	var near []string
	for _, k := range setCommands {
		if _, d := ta.Nearest(a.Cmd, []string{k}, 1); d == 1 {
			near = append(near, k)
		}
	}
	if len(near) == 0 {
		return
	}
	best := near[0]
	for _, k := range near {
		// "Of" is a shortened "Off" rather than a changed "On".
		if strings.HasPrefix(strings.ToLower(k), strings.ToLower(a.Cmd)) {
			best = k
			break
		}
	}
	l.warnf(a.Pos, "Set %q %q: not a command ISY sends, one edit from %q; as written it changes no device (it is kept as an output)", a.Device, a.Cmd, best)
}
