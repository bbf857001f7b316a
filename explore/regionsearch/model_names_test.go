package regionsearch

import (
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/explore/spec"
)

// The tests of the region search build their models with the model's
// names, and explore with the search's, as they were when both were
// part of this package's.
type (
	Config   = model.Config
	Model    = model.Model
	Property = spec.Property
	Odometer = model.Odometer
	Options  = search.Options
	Result   = search.Result
	Stats    = search.Stats
	Label    = search.Label
)

// NewModel is model.NewModel.
var NewModel = model.NewModel

// NewRegions is model.NewRegions: the region semantics of a model.
var NewRegions = model.NewRegions

// The invariants' loaders and value syntax, package spec's.
var (
	ParseProperties = spec.ParseProperties
	LoadProperties  = spec.LoadProperties
	FormatValue     = spec.FormatValue
)
