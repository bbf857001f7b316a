package fleet

import (
	"fmt"
	"regexp"
	"strings"
)

// helpFlag is a flag's line in a cobra command's help: the name, and the
// type of its value (none for a switch).
var helpFlag = regexp.MustCompile(`^\s+(?:-\w, )?--([\w-]+)(?: (\w+))?\s`)

// ExploreFlags reads the flags of delorean explore from its --help: each
// name, and whether it takes a value. Asking the binary the jobs run
// keeps the fleet's command line in step with it.
func ExploreFlags(help string) map[string]bool {
	out := map[string]bool{}
	for _, line := range strings.Split(help, "\n") {
		if m := helpFlag.FindStringSubmatch(line); m != nil && m[1] != "help" {
			out[m[1]] = m[2] != ""
		}
	}
	return out
}

// SplitArgs parts a fleet's command line into the fleet's own flags (and
// the runner's: those fleetFlag knows, with whether each takes a value),
// explore's flags for every job, and the positional arguments. A flag
// neither knows is an error.
func SplitArgs(args []string, fleetFlag func(string) (known, takesValue bool), explore map[string]bool) (own, jobs, positional []string, err error) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			positional = append(positional, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			positional = append(positional, a)
			continue
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		dst := &own
		known, value := fleetFlag(name)
		if !known {
			var ok bool
			if value, ok = explore[name]; !ok {
				return nil, nil, nil, fmt.Errorf("unknown flag %s: neither the fleet's (delorean fleet --help) nor explore's (delorean explore --help)", a)
			}
			dst = &jobs
		}
		*dst = append(*dst, a)
		if value && !hasValue {
			if i+1 >= len(args) {
				return nil, nil, nil, fmt.Errorf("flag %s needs a value", a)
			}
			i++
			*dst = append(*dst, args[i])
		}
	}
	return own, jobs, positional, nil
}
