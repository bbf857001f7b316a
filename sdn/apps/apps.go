// Package apps links every SDN app into a binary: import it for its side
// effect of registering the apps with package sdn.
package apps

import (
	// The apps register themselves.
	_ "github.com/delorean-mc/delorean/sdn/apps/energyte"
	_ "github.com/delorean-mc/delorean/sdn/apps/loadbalancer"
	_ "github.com/delorean-mc/delorean/sdn/apps/pyswitch"
)
