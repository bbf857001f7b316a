// Package builder owns the construction of IR programs from Go code: the
// expressions (X, with constant folding), variables (Var), statement
// blocks (Block), the program under construction (Builder), and the
// specialisation of a handler on the values it reads (Splitter).
//
// It is what package sdn's network model and the controller apps
// (sdn/apps/...) are written against. Every declaration and statement
// carries the position of the Go code that asked for it: the innermost
// frame in an app, else the innermost frame in package sdn outside this
// package. The reports print these positions (the explorer's statement
// coverage is the app's), so moving code that calls the builder changes
// the reports.
package builder
