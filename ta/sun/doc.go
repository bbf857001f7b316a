// Package sun turns ranges of sunrise and sunset times into what an
// exploration runs over: the pieces of the ranges that the zone engine
// keeps open (Pieces), the exact classes of sun times the region engine
// explores one by one (GridCalendars), a cheap sampler for tests
// (Calendars), and the times themselves for a place and a date (Times).
// The calendar and the ranges it carries are the IR's (package ta); how
// they are cut depends on the program's comparisons, which is why this
// sits above it.
package sun
