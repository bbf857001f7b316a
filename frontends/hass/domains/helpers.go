package domains

// Step is what a helper service does to its helper's state when the
// state it sets depends on the one it has (ServiceValue's services set a
// state known from the call alone).
type Step uint8

// The steps of helper services, as Home Assistant's components define
// them.
const (
	// NoStep: the service is not one of these.
	NoStep Step = iota
	// Increment and Decrement: counter.increment and counter.decrement
	// (the value plus or minus the step, then kept within minimum and
	// maximum: Counter.compute_next_state in components/counter), and
	// input_number.increment and input_number.decrement (the value plus or
	// minus the step, held at max or min: InputNumber.async_increment).
	Increment
	Decrement
	// Reset: counter.reset, the initial value kept within minimum and
	// maximum (Counter.async_reset).
	Reset
	// SetCount: counter.set_value, refused above the maximum, below the
	// minimum or off the step (Counter.async_set_value).
	SetCount
	// SelectFirst, SelectLast, SelectNext and SelectPrevious: the
	// input_select services of SelectEntity (components/select:
	// async_first, async_last, async_next, async_previous).
	SelectFirst
	SelectLast
	SelectNext
	SelectPrevious
)

// HelperStep says whether dom.svc on an entity of domain ed is one of
// the helper services whose new state depends on the old one.
func HelperStep(dom, svc, ed string) Step {
	if dom != ed {
		return NoStep
	}
	switch ed {
	case "counter":
		switch svc {
		case "increment":
			return Increment
		case "decrement":
			return Decrement
		case "reset":
			return Reset
		case "set_value":
			return SetCount
		}
	case "input_number":
		switch svc {
		case "increment":
			return Increment
		case "decrement":
			return Decrement
		}
	case "input_select", "select":
		switch svc {
		case "select_first":
			return SelectFirst
		case "select_last":
			return SelectLast
		case "select_next":
			return SelectNext
		case "select_previous":
			return SelectPrevious
		}
	}
	return NoStep
}
