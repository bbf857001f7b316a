package hass

// SetGroupForTimers switches the sharing of for: clocks on or off, for
// the differential test; it returns the previous setting.
func SetGroupForTimers(on bool) bool {
	old := groupTimers
	groupTimers = on
	return old
}

// MaxPatternSubsets is maxPatternSubsets, for the tests.
const MaxPatternSubsets = maxPatternSubsets
