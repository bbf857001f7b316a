package syntax

import (
	"fmt"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// Print writes p in the .ta text format. The output parses back to an
// equal program: Parse(Print(p)) == p, positions aside.
func Print(p *ta.Program) string {
	var w printer
	if p.Name != "" {
		w.line("program %s", ta.QuoteName(p.Name))
		w.blank()
	}
	for _, v := range p.Vars {
		kw := "var"
		if v.Device {
			kw = "device"
		}
		s := fmt.Sprintf("%s %s: %s", kw, ta.QuoteName(v.Name), ta.TypeString(&v.Type))
		if v.Init != nil {
			s += " = " + ta.ExprString(v.Init)
		}
		w.line("%s", s)
	}
	for _, l := range p.Labels {
		w.line("label %s: %s", ta.QuoteName(l.Name), ta.ExprString(l.Cond))
	}
	for _, c := range p.Clocks {
		if c.Init != nil {
			w.line("clock %s = %s", ta.QuoteName(c.Name), ta.FormatDuration(*c.Init))
		} else {
			w.line("clock %s", ta.QuoteName(c.Name))
		}
	}
	for _, t := range p.Timers {
		if t.Clock != "" {
			w.line("timer %s uses %s", ta.QuoteName(t.Name), ta.QuoteName(t.Clock))
		} else {
			w.line("timer %s", ta.QuoteName(t.Name))
		}
	}
	for _, e := range p.Events {
		if e.Guard != nil {
			w.line("event %s when %s", ta.QuoteName(e.Name), ta.ExprString(e.Guard))
		} else {
			w.line("event %s", ta.QuoteName(e.Name))
		}
	}
	for _, f := range p.Factors {
		w.line("factor %s: %d..%d", ta.QuoteName(f.Name), f.Lo, f.Hi)
	}
	for _, e := range p.Progress {
		w.line("progress %s", ta.ExprString(e))
	}
	for _, e := range p.Urgent {
		w.line("urgent %s", ta.ExprString(e))
	}
	for _, r := range p.Rules {
		w.blank()
		head := "rule " + ta.QuoteName(r.Name)
		if r.Disabled {
			head += " disabled"
		}
		w.line("%s %s {", head, ta.TriggerString(&r.Trigger))
		w.depth++
		w.stmts(r.Body)
		w.depth--
		w.line("}")
	}
	return w.b.String()
}

type printer struct {
	b     strings.Builder
	depth int
}

func (w *printer) line(format string, args ...any) {
	w.b.WriteString(strings.Repeat("    ", w.depth))
	fmt.Fprintf(&w.b, format, args...)
	w.b.WriteByte('\n')
}

func (w *printer) blank() {
	if w.b.Len() > 0 {
		w.b.WriteByte('\n')
	}
}

func (w *printer) stmts(list []ta.Stmt) {
	for _, s := range list {
		w.stmt(s)
	}
}

func (w *printer) stmt(s ta.Stmt) {
	switch s := s.(type) {
	case *ta.If:
		w.line("if %s {", ta.ExprString(s.Cond))
		w.ifRest(s)
		return
	}
	w.line("%s", ta.StmtString(s))
}

// ifRest prints the branches of an if, folding `else { if ... }` into
// `else if`, which parses to the same statements.
func (w *printer) ifRest(s *ta.If) {
	w.depth++
	w.stmts(s.Then)
	w.depth--
	switch {
	case len(s.Else) == 0:
		w.line("}")
	case len(s.Else) == 1:
		if inner, ok := s.Else[0].(*ta.If); ok {
			w.line("} else if %s {", ta.ExprString(inner.Cond))
			w.ifRest(inner)
			return
		}
		fallthrough
	default:
		w.line("} else {")
		w.depth++
		w.stmts(s.Else)
		w.depth--
		w.line("}")
	}
}
