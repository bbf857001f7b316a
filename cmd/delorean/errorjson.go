package main

import (
	"errors"
	"io/fs"
	"regexp"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/delorean-mc/delorean/ta"
)

// ErrorSchema identifies the layout of the document a command prints
// with --json when it fails before printing its own.
const ErrorSchema = "delorean.error/1"

// errorReport is that document: the command, its exit code, and the
// problems with their positions, as check --json gives them.
type errorReport struct {
	Schema      string       `json:"schema"`
	Command     string       `json:"command"`
	ExitCode    int          `json:"exit_code"`
	Diagnostics []diagnostic `json:"diagnostics"`
}

func errorReportOf(cmd *cobra.Command, err error, code int) *errorReport {
	return &errorReport{Schema: ErrorSchema, Command: cmd.CommandPath(), ExitCode: code, Diagnostics: diagnostics(err)}
}

// positioned is a line of an error message that starts with a position,
// FILE:LINE:COL: (a positioned error passed on in another's words); the
// file has no spaces, so that a flag's time (--start 10:30:15) is none.
var positioned = regexp.MustCompile(`^([^\s:-][^\s:]*):([1-9]\d*):(\d+): (.*)$`)

// diagnostics lists an error's diagnostics with their positions: those
// of a ta.ErrorList or ta.Error within it, else one per line of its
// message when each line starts with a position, else the message whole
// (line and column 0).
func diagnostics(err error) []diagnostic {
	var el ta.ErrorList
	var e *ta.Error
	var pe *fs.PathError
	switch {
	case errors.As(err, &el):
		var out []diagnostic
		for _, d := range el {
			out = append(out, diagnostic{File: d.Pos.File, Line: d.Pos.Line, Column: d.Pos.Col, Message: printable(d.Msg)})
		}
		return out
	case errors.As(err, &e):
		return []diagnostic{{File: e.Pos.File, Line: e.Pos.Line, Column: e.Pos.Col, Message: printable(e.Msg)}}
	case errors.As(err, &pe):
		// A file that cannot be read: the file is the one named.
		return []diagnostic{{File: pe.Path, Message: strings.TrimSpace(printable(err.Error()))}}
	}
	msg := strings.TrimSpace(printable(err.Error()))
	var out []diagnostic
	for _, l := range strings.Split(msg, "\n") {
		m := positioned.FindStringSubmatch(l)
		if m == nil {
			return []diagnostic{{Message: msg}}
		}
		line, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		out = append(out, diagnostic{File: m[1], Line: line, Column: col, Message: m[4]})
	}
	return out
}

// ComparisonsSchema identifies the layout of `compare --json` given
// several programs or SDN scenarios: one document holding each one's
// comparison (delorean.compare/1 or delorean.sdn-compare/1), in the order
// given. One program or scenario prints its comparison alone.
const ComparisonsSchema = "delorean.comparisons/1"

type comparisonsReport struct {
	Schema string `json:"schema"`
	// Complete: every exploration of every comparison ran to its end
	// (the exit code is 3 when not).
	Complete    bool  `json:"complete"`
	Comparisons []any `json:"comparisons"`
}

// emitComparisons prints the comparisons of compare --json: the one
// document alone, or several in one.
func emitComparisons(cmd *cobra.Command, reps []any, complete bool) error {
	if len(reps) == 1 {
		return emitJSON(cmd, reps[0])
	}
	return emitJSON(cmd, &comparisonsReport{Schema: ComparisonsSchema, Complete: complete, Comparisons: reps})
}
