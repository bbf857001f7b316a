package zone

import "github.com/delorean-mc/delorean/explore"

// Project lists the distinct values that the named variables take
// together in the reachable discrete states, one line each ("a=1 b=On"),
// sorted: the form of explore.Result.Project (the same explore.Projector),
// so that the two engines' projections compare line by line (delorean
// compare's timed column). A name "timer T" stands for whether timer T is
// queued.
func (r *Result) Project(names ...string) ([]string, error) {
	pr, err := explore.NewProjector(r.Model.Prog, names)
	if err != nil {
		return nil, err
	}
	for s := range r.States {
		pr.Add(&r.States[s])
	}
	return pr.Lines(), nil
}
