package ta

// Inspect walks the syntax tree under n depth-first, as go/ast.Inspect
// does: it calls f(n), and when f returns true it walks each of n's
// children in source order. n is an Expr, a Stmt or a []Stmt (a rule's
// body); an expression's children are its operands, a statement's its
// expressions and then its nested statements. Unlike go/ast.Inspect it
// does not call f(nil) after the children, and a typed nil (an optional
// *TimeIn left out, say) is the caller's to leave out. It saves each caller the
// same recursive type switch, which falls out of date quietly when a
// node type is added (a walker that forgot CondExpr missed its
// operands).
func Inspect(n any, f func(n any) bool) {
	switch n := n.(type) {
	case nil:
		return
	case []Stmt:
		for _, s := range n {
			Inspect(s, f)
		}
		return
	case Expr:
		if !f(n) {
			return
		}
		switch e := n.(type) {
		case *Unary:
			Inspect(e.X, f)
		case *Binary:
			Inspect(e.X, f)
			Inspect(e.Y, f)
		case *TimeIn:
			if e.From != nil {
				Inspect(e.From, f)
			}
			if e.To != nil {
				Inspect(e.To, f)
			}
		case *CondExpr:
			Inspect(e.C, f)
			Inspect(e.Then, f)
			Inspect(e.Else, f)
		case *ListIndex:
			for _, x := range e.Elems {
				Inspect(x, f)
			}
			Inspect(e.Index, f)
		}
	case Stmt:
		if !f(n) {
			return
		}
		switch s := n.(type) {
		case *Assign:
			Inspect(s.Value, f)
		case *If:
			Inspect(s.Cond, f)
			Inspect(s.Then, f)
			Inspect(s.Else, f)
		case *Assert:
			Inspect(s.Cond, f)
		}
	}
}
