package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"time"

	"github.com/delorean-mc/delorean/sdn"
	_ "github.com/delorean-mc/delorean/sdn/apps" // the SDN apps
	"github.com/delorean-mc/delorean/ta"
	"github.com/spf13/cobra"
)

func newSDNCmd() *cobra.Command {
	var vcs int
	var modeName, traceDir, replay, vcList, maxMemory string
	var asJSON, compare, printIR, strictPool, timing, predict bool
	var maxStates int
	var timeout time.Duration
	cmd := &cobra.Command{
		Use:   "sdn SCENARIO.yaml",
		Short: "Explore an OpenFlow controller app on a network scenario (paper §6)",
		Long: `sdn compiles an SDN scenario -- switches, links, hosts and what they send,
a controller app (pyswitch, loadbalancer, energyte) with its bugs or fixes,
and the network properties to check -- into DeLorean's IR and explores it.
Flow timeouts, app timers and app timestamps are clocks taken from a pool of
--vcs pre-allocated virtual clocks; when the pool runs out the report says
so. --mode nice compiles the scenario the way NICE treats time instead (no
clocks, flows never expire, app timers never fire or fire from any state).
--compare explores both and reports, for each pool size, the states NICE
misses and the states it reports that cannot happen (Table 4), and the app's
statement coverage (Fig. 10).`,
		Example: `  delorean sdn programs/sdn/nice-bug-II.yaml
  delorean sdn programs/sdn/pyswitch-expiry.yaml --vcs 4 --json
  delorean sdn programs/sdn/pyswitch-expiry.yaml --compare --vcs-list 1,2,4`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			scn, err := sdn.LoadScenario(args[0])
			if err != nil {
				return badInput(err)
			}
			mode, err := sdn.ParseMode(modeName)
			if err != nil {
				return badInput(fmt.Errorf("--mode: %v", err))
			}
			if cmd.Flags().Changed("vcs") && (vcs < 0 || vcs > 16) {
				return badInput(fmt.Errorf("--vcs takes 0..16"))
			}
			if !cmd.Flags().Changed("vcs") {
				vcs = -1
			}
			memLimit, err := parseBytes(maxMemory)
			if err != nil {
				return badInput(fmt.Errorf("--max-memory: %v", err))
			}
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
			defer stop()
			if timeout > 0 {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, timeout)
				defer cancel()
			}
			ropt := sdn.RunOptions{MaxStates: maxStates, MaxMemory: memLimit, Ctx: ctx, NoPredict: !predict}
			if compare {
				var list []int
				for _, f := range strings.Split(vcList, ",") {
					n, err := strconv.Atoi(strings.TrimSpace(f))
					if err != nil || n < 0 || n > 16 {
						return badInput(fmt.Errorf("--vcs-list: expected numbers 0..16 separated by commas, not %q", vcList))
					}
					list = append(list, n)
				}
				rep, err := sdn.Compare(scn, list, ropt)
				if err != nil {
					return badInput(err)
				}
				if asJSON {
					enc := json.NewEncoder(cmd.OutOrStdout())
					enc.SetIndent("", "  ")
					return enc.Encode(rep)
				}
				rep.WriteText(cmd.OutOrStdout())
				if !rep.Complete() {
					return &exitError{code: exitLimit}
				}
				return nil
			}
			m, err := sdn.Compile(scn, sdn.Options{Mode: mode, VCs: vcs, StrictPool: strictPool})
			if err != nil {
				return badInput(err)
			}
			if printIR {
				fmt.Fprint(cmd.OutOrStdout(), ta.Print(m.Prog))
				return nil
			}
			if replay != "" {
				violated, err := sdn.Replay(m, replay, cmd.OutOrStdout())
				if err != nil {
					return badInput(err)
				}
				for _, v := range violated {
					fmt.Fprintf(cmd.OutOrStdout(), "VIOLATED at the end: %s\n", v)
				}
				if len(violated) > 0 {
					return &exitError{code: exitViolation}
				}
				return nil
			}
			rep, res, err := sdn.Explore(m, ropt)
			if err != nil {
				return badInput(err)
			}
			if traceDir != "" {
				if err := os.MkdirAll(traceDir, 0o755); err != nil {
					return err
				}
				if _, err := sdn.WriteTraces(res, traceDir); err != nil {
					return err
				}
			}
			if asJSON {
				if timing {
					rep.WithTiming()
				}
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				if err := enc.Encode(rep); err != nil {
					return err
				}
			} else {
				rep.WriteText(cmd.OutOrStdout())
			}
			switch {
			case rep.Violated():
				return &exitError{code: exitViolation}
			case !rep.Complete:
				return &exitError{code: exitLimit}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.IntVar(&vcs, "vcs", 2, "size of the pool of virtual clocks (default: the scenario's `vcs:`, else 2)")
	f.StringVar(&modeName, "mode", "timed", "timed (DeLorean: clocks from the pool) or nice (NICE's treatment of time: no clocks)")
	f.BoolVar(&compare, "compare", false, "explore in timed mode for each pool size of --vcs-list and in nice mode, and compare (Table 4, Fig. 10)")
	f.StringVar(&vcList, "vcs-list", "1,2,4", "with --compare: the pool sizes")
	f.BoolVar(&asJSON, "json", false, "print the report as JSON")
	f.BoolVar(&timing, "timing", false, "with --json, include elapsed time, transitions per second and peak memory")
	f.IntVar(&maxStates, "max-states", 0, "stop after this many states (the report is then incomplete)")
	f.StringVar(&maxMemory, "max-memory", "", "stop when the explorer's heap passes this size (e.g. 4GiB)")
	f.DurationVar(&timeout, "timeout", 0, "stop after this much time (the report is then incomplete)")
	f.StringVar(&traceDir, "trace-dir", "", "write each violation's trace to this directory (replay with --replay)")
	f.StringVar(&replay, "replay", "", "replay a trace file written by --trace-dir on the scenario, step by step")
	f.BoolVar(&predict, "predict", false, "predict successors from recorded runs (the explorer's successor prediction; it costs memory per discrete state, which SDN models have many of)")
	f.BoolVar(&printIR, "ir", false, "print the compiled IR program (.ta text) and stop")
	f.BoolVar(&strictPool, "strict-pool", false, "make running out of virtual clocks a runtime error instead of a reported under-approximation")
	return cmd
}
