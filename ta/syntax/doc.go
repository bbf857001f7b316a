// Package syntax is the IR's text form, the .ta format: it parses programs,
// expressions and times of day written in it (Parse, ParseExpr, ParseTime,
// with the generated parser of ta/parser) and prints programs back to it
// (Print, which Parse reads back to an equal program); Copy makes an
// editable copy of a program through it. The input limits (CheckLimits)
// and the ANTLR error listener (SyntaxListener) are shared with the front
// ends' own parsers. The notation of single expressions and statements in
// diagnostics (ta.ExprString, ta.StmtString) stays with the IR.
package syntax
