package trace

import (
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/ta"
)

// The search's and spec's names that traces use, under the names they
// had when traces were part of package explore.
type (
	// Model is model.Model.
	Model = model.Model
	// Result is search.Result.
	Result = search.Result
	// Label is search.Label.
	Label = search.Label
	// Property is spec.Property.
	Property = spec.Property
	// Init is spec.Init.
	Init = spec.Init
)

// ShowValue is the text of variable v's value x in reports: the front
// end's text for it (ta.Display), else its value as the IR writes it.
func ShowValue(v *ta.Var, x int64) string {
	if t := v.DisplayValue(x); t != "" {
		return t
	}
	return spec.FormatValue(&v.Type, x)
}
