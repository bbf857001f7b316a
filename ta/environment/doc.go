// Package environment says what the world outside a program can do to it,
// found from the IR alone (EnvironmentOf: the events and what each sets,
// the factors, the schedules, and per variable who changes it and which
// values it can take), and reads the environment files that restrict or
// extend it before the program is checked (ParseEnvironment,
// ApplyEnvironment).
package environment
