package hass

import (
	"errors"

	"github.com/delorean-mc/delorean/ta"
)

// Template is a Jinja template of an automation.
type Template struct {
	Src string
	Pos ta.Pos
	// Root is the parsed expression; nil when outside the subset.
	Root *TNode
}

// TNode is a node of a parsed template expression.
type TNode struct{}

// ParseTemplate parses a template in the supported subset.
func ParseTemplate(src string) (*Template, error) { return nil, errors.New("not yet") }

func (l *lowerer) collectTemplate(t *Template) {}

func (l *lowerer) template(t *Template, c *autoCtx) (ta.Expr, bool) { return nil, false }

func (l *lowerer) templateCond(t *Template, c *autoCtx) ta.Expr {
	x, ok := l.template(t, c)
	if !ok || x == nil {
		return either()
	}
	return x
}
