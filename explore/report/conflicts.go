package report

import (
	"fmt"
	"io"
	"math/big"
	"slices"
	"strings"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/spec"
)

// ConflictEntry is an order conflict (model.Orders): one instant can
// leave a device in either of two states depending on the order in which
// the runs started in it go on.
type ConflictEntry struct {
	Entity   string   `json:"entity"`
	Outcomes []string `json:"outcomes"` // the two states it can end in
	Runs     []string `json:"runs"`     // the runs whose order decides it
	Stimulus string   `json:"stimulus"` // what starts the instant
	At       string   `json:"at"`       // the earliest time it is found at
	// AtSeconds is At in seconds from the start, for merging reports.
	AtSeconds int64 `json:"-"`
}

// Conflicts are the order conflicts m's exploration found, in the
// program's words.
func Conflicts(m *model.Model) []ConflictEntry {
	var out []ConflictEntry
	p := m.Prog
	for _, c := range m.Orders.Found() {
		v := p.Vars[c.Var]
		ce := ConflictEntry{Entity: v.DisplayName(), Runs: c.Runs, Stimulus: p.Stimuli()[c.Stim].Name,
			At: m.ClockText(big.NewRat(c.At, 1)), AtSeconds: c.At}
		for _, x := range c.Values {
			text := v.DisplayValue(x)
			if text == "" {
				text = strings.Trim(spec.FormatValue(&v.Type, x), `"`)
			}
			ce.Outcomes = append(ce.Outcomes, text)
		}
		out = append(out, ce)
	}
	SortConflicts(out)
	return out
}

// SortConflicts orders conflicts by time, then entity.
func SortConflicts(cs []ConflictEntry) {
	slices.SortStableFunc(cs, func(a, b ConflictEntry) int {
		if a.AtSeconds != b.AtSeconds {
			return int(a.AtSeconds - b.AtSeconds)
		}
		return strings.Compare(a.Entity, b.Entity)
	})
}

// MergeConflicts adds the conflicts of more to cs, one per entity and
// set of runs (the earliest).
func MergeConflicts(cs []ConflictEntry, more []ConflictEntry) []ConflictEntry {
	for _, c := range more {
		i := slices.IndexFunc(cs, func(d ConflictEntry) bool { return d.Entity == c.Entity && slices.Equal(d.Runs, c.Runs) })
		switch {
		case i < 0:
			cs = append(cs, c)
		case c.AtSeconds < cs[i].AtSeconds:
			cs[i] = c
		}
	}
	SortConflicts(cs)
	return cs
}

// Text says the conflict in the user's words: "light.hall ends off or
// ends on, depending on the order in which Hall off and Hall on run".
func (c *ConflictEntry) Text() string {
	ends := make([]string, len(c.Outcomes))
	for i, o := range c.Outcomes {
		ends[i] = "ends " + o
	}
	return fmt.Sprintf("%s %s, depending on the order in which %s run", c.Entity, strings.Join(ends, " or "), andList(c.Runs))
}

func andList(xs []string) string {
	switch len(xs) {
	case 0:
		return "the runs"
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

func (rep *Report) writeConflicts(w io.Writer) {
	for _, c := range rep.Conflicts {
		fmt.Fprintf(w, "%-9s %s\n", "CONFLICT", c.Text())
		fmt.Fprintf(w, "          after %s, first at %s\n", c.Stimulus, c.At)
	}
	if len(rep.Conflicts) > 0 {
		fmt.Fprintln(w)
	}
}
