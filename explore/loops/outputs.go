package loops

import (
	"slices"

	"github.com/delorean-mc/delorean/explore/model"
	rpt "github.com/delorean-mc/delorean/explore/report"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
	"github.com/delorean-mc/delorean/ta/interp"
)

// Outputs: a variable that rules set and nothing reads (a light an
// automation turns off, which no condition, trigger or invariant looks
// at) cannot change what any loop does. Were it a node of the taint
// graph, it would join every loop whose rules set it, and multiply each
// loop's states by its values, for nothing. So an output joins no loop:
// each loop that sets it has it (so that its rules run as written), and
// explores with it forgotten (interp.Machine.Forget): every stimulus
// leaves it at its start value and notes the value it was given. The
// loops' states are then their projections without the outputs, and each
// output's own projection is its start value and the values the loops
// gave it, which is what the whole program reaches: nothing reads it, so
// the loops do in the whole program what they do alone, and the value a
// stimulus leaves in it is the one it gave last.

// findOutputs marks the outputs: variables no rule, event guard or
// invariant reads (analysis.Analysis), that trigger no rule, that only
// rules of the loops set (not the environment's rules cut per loop, nor
// scratch rules, which are copied), that some rule sets, and whose domain
// is small enough to note (interp.MaxForgetSize).
func findOutputs(p *ta.Program, an *analysis.Analysis, ei *envInputs, props []*spec.Property) []bool {
	out := make([]bool, len(p.Vars))
	for v := range p.Vars {
		out[v] = !ei.input[v] && (ei.scratch == nil || !ei.scratch.vr[v]) && p.Vars[v].Type.Size() <= interp.MaxForgetSize
	}
	written := make([]bool, len(p.Vars))
	for r, ra := range an.Rules {
		if tr := p.Rules[r].Trigger; tr.Kind == ta.OnChange {
			out[tr.Target] = false
		}
		for v := range p.Vars {
			loc := p.LocVar(v)
			if ra.Reads.Has(loc) {
				out[v] = false
			}
			if ra.Writes.Has(loc) {
				written[v] = true
			}
		}
		if ei.rules[r] || ei.scratch != nil && ei.scratch.rule[r] {
			// Its own statements, not the rules it runs (Writes has theirs).
			for _, v := range ownAccess(p, r).writes {
				out[v] = false
			}
		}
	}
	unread := func(e ta.Expr) {
		if e == nil {
			return
		}
		for _, l := range analysis.ExprLocs(p, e) {
			if l < len(p.Vars) {
				out[l] = false
			}
		}
	}
	for _, e := range p.Events {
		unread(e.Guard)
	}
	for _, pr := range props {
		unread(pr.Cond)
		unread(pr.While)
		unread(pr.Edge)
		if pr.After == spec.AfterChange {
			out[pr.Target] = false
		}
	}
	for v := range out {
		out[v] = out[v] && written[v]
	}
	return out
}

// addOutputs gives loop l the outputs its rules' own statements set (a
// rule the loop runs is in the loop; one an environment rule cut for the
// loop ran is not).
func (ei *envInputs) addOutputs(p *ta.Program, l *Loop) {
	for _, r := range l.Rules {
		for _, v := range ownAccess(p, r).writes {
			if ei.output[v] && !slices.Contains(l.Outputs, v) {
				l.Outputs = append(l.Outputs, v)
			}
		}
	}
	slices.Sort(l.Outputs)
	if len(l.Outputs) > 0 {
		l.Vars = append(l.Vars, l.Outputs...)
		slices.Sort(l.Vars)
	}
}

// OutputValues returns, per output of the whole program (variable index
// of m.Prog) that some loop forgot, the values it reaches: its start
// value and those the loops gave it.
func OutputValues(m *model.Model, runs []*Run) map[int][]int64 {
	out := map[int][]int64{}
	for _, run := range runs {
		f := run.Run.Model().Cfg.Forget
		if f == nil {
			continue
		}
		given := f.Given(run.Sub.Prog)
		if r, ok := run.Run.(*restoredLoop); ok {
			// Restored (save.go): the values noted where it was explored.
			given = r.s.Given
		}
		for i, vals := range given {
			v := m.Prog.LookupVar(run.Sub.Prog.Vars[f.Vars[i]].Name)
			if _, ok := out[v]; !ok {
				out[v] = []int64{f.Rest[i]}
			}
			out[v] = append(out[v], vals...)
		}
	}
	for v, vals := range out {
		slices.Sort(vals)
		out[v] = slices.Compact(vals)
	}
	return out
}

// outputEntries are the report's outputs, by variable.
func outputEntries(m *model.Model, runs []*Run) []rpt.UnreadEntry {
	vals := OutputValues(m, runs)
	var vars []int
	for v := range vals {
		vars = append(vars, v)
	}
	slices.Sort(vars)
	var out []rpt.UnreadEntry
	for _, v := range vars {
		decl := m.Prog.Vars[v]
		e := rpt.UnreadEntry{Name: decl.DisplayName()}
		for _, x := range vals[v] {
			text := decl.DisplayValue(x)
			if text == "" {
				text = spec.FormatValue(&decl.Type, x)
			}
			e.Values, e.Nums = append(e.Values, text), append(e.Nums, x)
		}
		out = append(out, e)
	}
	return out
}

// sharedInInstant returns the outputs (nil if none) that rules of two
// loops may set in one instant: the rules one stimulus runs, the rules
// they run and those the changes they make trigger. Such an output is
// none: each loop alone would note the value it gives, where the whole
// program keeps the one given last.
func sharedInInstant(p *ta.Program, an *analysis.Analysis, output []bool, loops []Loop) []bool {
	loopOf := make([]int, len(p.Rules))
	for i := range loopOf {
		loopOf[i] = -1
	}
	for li, l := range loops {
		for _, r := range l.Rules {
			loopOf[r] = li
		}
	}
	onChange := map[int][]int{}
	for r, rule := range p.Rules {
		if rule.Trigger.Kind == ta.OnChange {
			onChange[rule.Trigger.Target] = append(onChange[rule.Trigger.Target], r)
		}
	}
	own := make([][]int, len(p.Rules))
	for r := range p.Rules {
		own[r] = ownAccess(p, r).writes
	}
	var shared []bool
	for _, st := range p.Stimuli() {
		in := map[int]bool{}
		queue := slices.Clone(st.Rules)
		for len(queue) > 0 {
			r := queue[0]
			queue = queue[1:]
			if in[r] {
				continue
			}
			in[r] = true
			queue = append(queue, an.Rules[r].Calls...)
			for v := range p.Vars {
				if an.Rules[r].Writes.Has(p.LocVar(v)) {
					queue = append(queue, onChange[v]...)
				}
			}
		}
		writer := map[int]int{} // output -> the loop of a rule that sets it
		for r := range in {
			for _, v := range own[r] {
				if !output[v] {
					continue
				}
				if l, ok := writer[v]; ok && l != loopOf[r] {
					if shared == nil {
						shared = make([]bool, len(p.Vars))
					}
					shared[v] = true
				}
				writer[v] = loopOf[r]
			}
		}
	}
	return shared
}

// OutputLines is an output's values (variable v of m.Prog) in Project's
// form: the lines a projection of the whole program's states on it gives.
func OutputLines(m *model.Model, v int, vals []int64) ([]string, error) {
	pr, err := rpt.NewProjector(m.Prog, []string{m.Prog.Vars[v].Name})
	if err != nil {
		return nil, err
	}
	st := m.Mach.Initial()
	for _, x := range vals {
		st.Vals[v] = x
		pr.Add(&st)
	}
	return pr.Lines(), nil
}
