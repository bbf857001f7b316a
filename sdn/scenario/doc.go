// Package scenario owns SDN scenario files (programs/sdn/*.yaml): a
// topology of switches and links, hosts and what they send, the
// controller app and which of its bugs are fixed, the properties to check,
// the size of the pool of virtual clocks and the bounds of the model's
// buffers and tables. LoadScenario and ParseScenario read and check them,
// with errors at file:line:col; package sdn compiles them.
package scenario
