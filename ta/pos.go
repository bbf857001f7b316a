package ta

import (
	"fmt"
	"sort"
	"strings"
)

// Pos is a position in a source file. Line and Col count from 1; the zero
// Pos means "no position" (for example, a node built by a front end that
// has no source text of its own).
type Pos struct {
	File string
	Line int
	Col  int
}

// IsValid reports whether p refers to a source location.
func (p Pos) IsValid() bool { return p.Line > 0 }

func (p Pos) String() string {
	switch {
	case !p.IsValid() && p.File == "":
		return "-"
	case !p.IsValid():
		return p.File
	case p.File == "":
		return fmt.Sprintf("%d:%d", p.Line, p.Col)
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Error is a diagnostic tied to a source position.
type Error struct {
	Pos Pos
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// ErrorList collects diagnostics so that a user sees every problem in a
// file at once rather than one per run. It implements error.
type ErrorList []*Error

// Add appends a diagnostic.
func (l *ErrorList) Add(pos Pos, format string, args ...any) {
	*l = append(*l, &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// Sort orders the diagnostics by file, line and column, keeping the order
// of diagnostics reported at the same position.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// Err returns nil for an empty list and the list itself otherwise, so that
// callers can write `return errs.Err()`.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

func (l ErrorList) Error() string {
	var b strings.Builder
	for i, e := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}
