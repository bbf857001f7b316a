package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

func newReplayCmd() *cobra.Command {
	var invariants string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "replay PROGRAM TRACE",
		Short: "Run a trace in the concrete interpreter and print each state",
		Long: `replay runs a trace (written by explore --trace-dir) with exact real-valued
time and the program's concrete semantics, checking that every step can
happen when the trace says, and prints the state after each step. With
--invariants it also reports the invariants the run violates.`,
		Example: `  delorean explore programs/paper/figure1.ta --start 09:00 --hours 1 \
      --invariants programs/paper/figure1.inv.yaml --trace-dir traces
  delorean replay programs/paper/figure1.ta traces/*.trace.yaml`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runReplay(cmd, args[0], args[1], invariants, asJSON)
		},
	}
	cmd.Flags().StringVar(&invariants, "invariants", "", "YAML file of invariants to check along the trace")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the replayed steps and the verdict as JSON")
	return cmd
}

func runReplay(cmd *cobra.Command, progPath, tracePath, invariants string, asJSON bool) error {
	if k, pos := kindOfYAML(progPath); k == yamlTrace {
		if k2, _ := kindOfYAML(tracePath); k2 != yamlTrace {
			return badInput(ta.ErrorList{{Pos: pos, Msg: fmt.Sprintf("this is the trace, and %s the program: the program comes first, `delorean replay %s %s`", tracePath, tracePath, progPath)}})
		}
	}
	tf, err := explore.ReadTraceFile(tracePath)
	if err != nil {
		return badInput(err)
	}
	// The program keeps the state the trace's program kept, and what the
	// invariants read; a number has the constants of the classes the
	// trace records (those the invariants of its exploration added among
	// them) and of the invariants.
	keep, consts := namesIn(invariants), thresholdsIn(invariants)
	for _, n := range tf.StateNames() {
		keep[n] = true
	}
	for name, vals := range tf.RecordedValues() {
		for _, v := range vals {
			if cs, ok := ta.ClassConsts(v); ok {
				consts[name] = append(consts[name], cs...)
			}
		}
	}
	p, err := loadProgramKeeping(cmd, progPath, keep, consts)
	if err != nil {
		return err
	}
	var props []*explore.Property
	if invariants != "" {
		if props, err = explore.LoadProperties(invariants, p); err != nil {
			return badInput(err)
		}
	}
	m, err := tf.Model(tracePath, p, props)
	if err != nil {
		return badInput(err)
	}
	steps, end, err := tf.ReplaySteps(m)
	if err != nil {
		return badInput(err)
	}
	w := textOut(cmd)
	doc := &replayReport{Schema: ReplaySchema, Program: p.File, Trace: tracePath, Start: tf.Start}
	text := func(format string, args ...any) {
		if !asJSON {
			fmt.Fprintf(w, format, args...)
		}
	}
	text("replaying %s on %s from %s\n", tracePath, p.File, tf.Start)
	out, err := explore.Replay(m, steps, end, func(i int, s *explore.Step) {
		st := replayStepOf(m, m.ClockText(s.At), explore.StimulusText(p, s.Stim), &s.State)
		text("%s  %s\n", st.At, st.Stimulus)
		text("    %s\n", st.text())
		want := tf.Expected(i)
		for vi, v := range p.Vars {
			got := explore.FormatVarValue(v, s.State.Vals[vi])
			if exp, ok := want[v.Name]; ok && exp != got {
				text("    MISMATCH: the trace records %s = %s\n", v.Name, exp)
				doc.Mismatches = append(doc.Mismatches, replayMismatch{Step: i + 1, Variable: v.Name, Recorded: exp, Replayed: got})
			}
		}
		doc.Steps = append(doc.Steps, st)
	})
	var re *ta.RuntimeError
	switch {
	case errors.As(err, &re):
		text("the program fails: %v\n", re)
		doc.Error = re.Error()
		if asJSON {
			if err := emitJSON(cmd, doc); err != nil {
				return err
			}
		}
		return &exitError{code: exitViolation}
	case err != nil:
		return badInput(fmt.Errorf("the trace does not replay: %v", err))
	case len(doc.Mismatches) > 0:
		if asJSON {
			if err := emitJSON(cmd, doc); err != nil {
				return err
			}
		}
		return badInput(fmt.Errorf("%s replays to different states than it records (%d differences)", tracePath, len(doc.Mismatches)))
	}
	endStep := replayStepOf(m, m.ClockText(end), "", &out.State)
	doc.End = &endStep
	doc.Replays = true
	text("end at %s: %s\n", doc.End.At, doc.End.text())
	text("the trace replays\n")
	violated, err := explore.ViolatedAt(m, out)
	if err != nil {
		return err
	}
	doc.Violated = violated
	for _, name := range violated {
		text("VIOLATED at the end: %s\n", name)
	}
	if asJSON {
		if err := emitJSON(cmd, doc); err != nil {
			return err
		}
	}
	if len(violated) > 0 {
		return &exitError{code: exitViolation}
	}
	return nil
}
