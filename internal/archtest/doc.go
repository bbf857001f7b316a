// Package archtest holds the test that keeps docs/architecture.md true: the
// imports between the module's packages go the way its table says.
package archtest
