package main

import (
	"io"

	"github.com/spf13/cobra"

	"github.com/delorean-mc/delorean/explore/analyze"
)

func newAnalyzeCmd() *cobra.Command {
	var mf modelFlags
	var asJSON bool
	var dotFile string
	cmd := &cobra.Command{
		Use:   "analyze PROGRAM",
		Short: "Static analysis: counts, clocks, constants, GCD, read/write sets, taint, independent loops",
		Long: `analyze shows what DeLorean learns about a program without exploring it:
the counts of the paper's Table 1 (rules, devices, clocks, GCD), each clock's
largest constant and whether clock reduction drops it, every rule's read and
write sets and the clock constraints it tests, the taint between variables
(data and control dependence), and the independent control loops that explore
splits the program into (with --invariants, invariants that read several
loops join them).`,
		Example: `  delorean analyze programs/isy/bathroom.isy
  delorean analyze programs/elk/exitdelay.elk --json
  delorean analyze programs/isy/bathroom.isy --dot bathroom.dot && dot -Tsvg bathroom.dot > bathroom.svg`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			outs := newOutputs(cmd).file("--dot", dotFile)
			if err := outs.check(); err != nil {
				return err
			}
			p, err := loadProgram(cmd, args[0], mf.invariants, mf.init)
			if err != nil {
				return err
			}
			models, err := mf.models(p, true)
			if err != nil {
				return err
			}
			a := analyze.Analyze(models[0])
			if dotFile != "" {
				out, err := analyze.TaintGraphDOT(models[0])
				if err != nil {
					return err
				}
				outs.write("--dot", dotFile, func(w io.Writer) error {
					_, err := w.Write(out)
					return err
				})
				defer outs.report()
			}
			if asJSON {
				return emitJSON(cmd, a)
			}
			a.WriteText(textOut(cmd))
			writeEnvironment(textOut(cmd), p)
			return nil
		},
	}
	mf.register(cmd)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the analysis as JSON")
	cmd.Flags().StringVar(&dotFile, "dot", "", "also write the taint graph (locations, taint edges, dashed for control dependence, a cluster per independent loop) in Graphviz DOT to this file")
	return cmd
}
