package explore

import (
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// CheckCopyForTest lets the external tests (copy_sdn_test.go) hold the
// programs of packages that import explore to checkCopy.
func CheckCopyForTest(t *testing.T, name string, p *ta.Program, props []*Property) {
	t.Helper()
	checkCopy(t, copyCase{name, p, props}, map[string]bool{})
}
