package search

import (
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/spec"
)

// The tests of the search build their models with the model's names as
// they were when the model was part of this package.
type (
	Config   = model.Config
	Model    = model.Model
	Property = spec.Property
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
