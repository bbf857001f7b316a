// Package syntax owns the text of ISY programs as the admin console
// exports them: splitting a file into programs and their If, Then and Else
// sections (the layout package isy's documentation describes), parsing
// each section with the generated parser (frontends/isy/parser), and the
// syntax tree (File, Program, Cond, Action) package isy lowers. Errors
// carry file:line:col.
package syntax
