// Package archtest holds the tests that keep the repository's structure
// true to what is written about it: the imports between the module's
// packages go the way docs/architecture.md's table says, and the
// Makefile's FUZZ_TARGETS names every fuzz test where it is.
package archtest
