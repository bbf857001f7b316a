package ta

import (
	"fmt"
	"regexp"
	"strings"
)

// StmtString prints a simple statement on one line; an if prints as its
// head only (`if COND`), which is how traces and coverage name it.
func StmtString(s Stmt) string {
	switch s := s.(type) {
	case *Assign:
		return quoteName(s.Var) + " = " + ExprString(s.Value)
	case *If:
		return "if " + ExprString(s.Cond)
	case *Reset:
		return "reset " + quoteName(s.Clock)
	case *Start:
		if s.Lo == s.Hi {
			return fmt.Sprintf("start %s %s", quoteName(s.Timer), FormatDuration(s.Lo))
		}
		return fmt.Sprintf("start %s %s..%s", quoteName(s.Timer), FormatDuration(s.Lo), FormatDuration(s.Hi))
	case *Cancel:
		return "cancel " + quoteName(s.Timer)
	case *Run:
		return "run " + quoteName(s.Rule)
	case *Enable:
		return "enable " + quoteName(s.Rule)
	case *Disable:
		return "disable " + quoteName(s.Rule)
	case *Emit:
		return "emit " + quoteName(s.Name)
	case *Assert:
		return "assert " + ExprString(s.Cond)
	}
	return "?"
}

// TriggerString prints a rule's trigger as the .ta format writes it.
func TriggerString(t *Trigger) string {
	switch t.Kind {
	case OnChange:
		return "on change " + quoteName(t.Name)
	case OnCall:
		return "on call"
	case OnTime:
		return "at " + FormatTime(t.At) + daysSuffix(t.Days)
	case OnEvery:
		return everyString(t)
	}
	return "on " + quoteName(t.Name)
}

// FormatTime prints a time of day: 18:00, sunset, sunrise - 15m.
func FormatTime(t *TimeLit) string {
	var base string
	switch t.Base {
	case Midnight:
		return FormatClockTime(t.Offset)
	case Sunrise:
		base = "sunrise"
	case Sunset:
		base = "sunset"
	}
	switch {
	case t.Offset > 0:
		return base + " + " + FormatDuration(t.Offset)
	case t.Offset < 0:
		return base + " - " + FormatDuration(-t.Offset)
	}
	return base
}

func daysSuffix(w Weekdays) string {
	if w == 0 {
		return ""
	}
	return " on " + w.String()
}

// datesSuffix is the days list of a window on days of the week and
// dates: `on Mon, day.1, Jan`.
func datesSuffix(w Weekdays, d Dates) string {
	names := d.Names()
	if w != 0 {
		names = append([]string{w.String()}, names...)
	}
	if len(names) == 0 {
		return ""
	}
	return " on " + strings.Join(names, ", ")
}

// Operator precedence for printing with the fewest parentheses.
const (
	precImplies = iota
	precOr
	precAnd
	precCmp
	precAdd
	precMul
	precUnary
	precAtom
)

func prec(e Expr) int {
	switch e := e.(type) {
	case *Binary:
		switch {
		case e.Op == OpImplies:
			return precImplies
		case e.Op == OpOr:
			return precOr
		case e.Op == OpAnd:
			return precAnd
		case e.Op.IsComparison():
			return precCmp
		case e.Op == OpAdd || e.Op == OpSub || e.Op == OpBitOr || e.Op == OpBitXor:
			return precAdd
		}
		return precMul
	case *TimeIn:
		return precCmp
	case *Unary:
		return precUnary
	case *IntLit:
		if e.Value < 0 {
			return precUnary
		}
	case *DurationLit:
		if e.Seconds < 0 {
			return precUnary
		}
	case *TimeLit:
		if e.Base != Midnight && e.Offset != 0 {
			// `sunset + 30m` must stay together next to other operators.
			return precAdd
		}
	}
	return precAtom
}

// ExprString prints an expression in the .ta syntax.
func ExprString(e Expr) string {
	switch e := e.(type) {
	case *IntLit:
		return fmt.Sprint(e.Value)
	case *BoolLit:
		return fmt.Sprint(e.Value)
	case *DurationLit:
		return FormatDuration(e.Seconds)
	case *TimeLit:
		return FormatTime(e)
	case *Ident:
		if e.Name == "time" {
			return "time"
		}
		return quoteName(e.Name)
	case *TimeIn:
		return "time in " + FormatTime(e.From) + ".." + FormatTime(e.To) + datesSuffix(e.Days, e.Dates)
	case *Random:
		return fmt.Sprintf("random %d..%d", e.Lo, e.Hi)
	case *CondExpr:
		return "(if " + ExprString(e.C) + " then " + ExprString(e.Then) + " else " + ExprString(e.Else) + ")"
	case *ListIndex:
		var parts []string
		for _, x := range e.Elems {
			parts = append(parts, ExprString(x))
		}
		return "[" + strings.Join(parts, ", ") + "][" + ExprString(e.Index) + "]"
	case *Unary:
		x := ExprString(e.X)
		switch {
		case prec(e.X) < precUnary:
			x = "(" + x + ")"
		case e.Op == OpNeg && (isNegLiteral(e.X) || isLiteral(e.X)):
			// -(5) keeps a negated literal distinct from the literal -5.
			x = "(" + x + ")"
		}
		return e.Op.String() + x
	case *Binary:
		p := prec(e)
		x, y := ExprString(e.X), ExprString(e.Y)
		lp, rp := prec(e.X), prec(e.Y)
		leftParen, rightParen := lp < p, rp <= p
		if e.Op == OpImplies { // right-associative
			leftParen, rightParen = lp <= p, rp < p
		}
		if p == precCmp {
			// Comparisons do not chain: parenthesise any nested one.
			leftParen, rightParen = lp <= p, rp <= p
		}
		if leftParen {
			x = "(" + x + ")"
		}
		if rightParen {
			y = "(" + y + ")"
		}
		return x + " " + e.Op.String() + " " + y
	}
	return "?"
}

func isLiteral(e Expr) bool {
	switch e.(type) {
	case *IntLit, *DurationLit:
		return true
	}
	return false
}

func isNegLiteral(e Expr) bool {
	switch e := e.(type) {
	case *IntLit:
		return e.Value < 0
	case *DurationLit:
		return e.Seconds < 0
	}
	return false
}

var plainName = regexp.MustCompile(`^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z0-9_$]+)*$`)

var keywords = map[string]bool{
	"program": true, "var": true, "device": true, "clock": true, "timer": true, "uses": true,
	"event": true, "factor": true, "progress": true, "urgent": true, "rule": true,
	"disabled": true, "bool": true, "on": true, "change": true, "call": true, "at": true,
	"every": true, "reset": true, "start": true, "cancel": true, "run": true, "enable": true,
	"disable": true, "emit": true, "if": true, "else": true, "true": true, "false": true,
	"time": true, "in": true, "sunrise": true, "sunset": true, "label": true, "when": true,
	"assert": true, "then": true, "random": true,
}

// quoteName prints a name as an identifier when it is one, and in double
// quotes otherwise (names from front ends may contain spaces).
func quoteName(s string) string {
	if plainName.MatchString(s) && !keywords[s] {
		return s
	}
	return `"` + nameEscaper.Replace(s) + `"`
}

// nameEscaper is built once: a Replacer compiles its table on first use,
// which cost more than the printing when every name made a new one.
var nameEscaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`)

// QuoteName is quoteName for other packages that print IR names.
func QuoteName(s string) string { return quoteName(s) }
