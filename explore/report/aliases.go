package report

import (
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/trace"
)

// The names of the layers below that reports use, under the names they
// had when reports were part of package explore.
type (
	// Model is model.Model.
	Model = model.Model
	// Result is search.Result.
	Result = search.Result
	// Label is search.Label.
	Label = search.Label
	// Violation is search.Violation.
	Violation = search.Violation
	// Property is spec.Property.
	Property = spec.Property
	// Trace is trace.Trace.
	Trace = trace.Trace
	// Step is trace.Step.
	Step = trace.Step
	// TraceFile is trace.TraceFile.
	TraceFile = trace.TraceFile
)
