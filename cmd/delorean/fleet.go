package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/loops"
)

// newFleetCmd is delorean fleet, which hands over to the delorean-fleet
// binary: the fleet is an Apache Beam pipeline, and Beam would make this
// binary several times larger and slower to build (docs/fleet.md).
func newFleetCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "fleet MANIFEST.yaml|DIR --out DIR",
		Short: "Explore many homes, places and dates at once (an Apache Beam pipeline)",
		Long: `fleet explores every job of a manifest (homes x places x starts x horizons x
sun x engines x option sets), or of a directory with a home per
subdirectory, as an Apache Beam pipeline: on Prism in this process by
default, on a job server with --runner universal --endpoint HOST:PORT, or on
Google Cloud Dataflow with --runner dataflow. Results go to DIR/results.jsonl
with summaries beside it; a re-run into the same DIR resumes. explore's
flags apply to every job. --split-loops makes each home's independent
control loops jobs of their own, merged into the home's report by
explore's own merge. A manifest with command: bench or command: compare
runs the paper's evaluation instead, a program per job, into
DIR/bench.json or DIR/compare.json. It runs the delorean-fleet binary (make
build-fleet), found beside this one or on PATH; docs/fleet.md says more.` + exitCodesHelp,
		Example: `  delorean fleet homes/ --out results --hours 24
  delorean fleet fleet.yaml --out results --workers 2
  delorean fleet fleet.yaml --out results --runner universal --endpoint localhost:8073`,
		DisableFlagParsing: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			for _, a := range args {
				if a == "--help" || a == "-h" {
					return cmd.Help()
				}
			}
			bin, err := fleetBinary()
			if err != nil {
				return badInput(err)
			}
			self, _ := os.Executable()
			c := exec.Command(bin, args...)
			c.Stdin, c.Stdout, c.Stderr = os.Stdin, cmd.OutOrStdout(), cmd.ErrOrStderr()
			c.Env = append(os.Environ(), "DELOREAN_BIN="+self)
			// Ctrl-C reaches both: delorean-fleet stops its jobs and
			// writes what is done; this process waits for it.
			sig := make(chan os.Signal, 1)
			signal.Notify(sig, os.Interrupt)
			defer signal.Stop(sig)
			err = c.Run()
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				return &exitError{code: ee.ExitCode()}
			}
			return err
		},
	}
}

// fleetBinary is delorean-fleet beside this binary, or on PATH.
func fleetBinary() (string, error) {
	if self, err := os.Executable(); err == nil {
		p := filepath.Join(filepath.Dir(self), "delorean-fleet")
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	if p, err := exec.LookPath("delorean-fleet"); err == nil {
		return p, nil
	}
	return "", fmt.Errorf("delorean fleet runs the delorean-fleet binary, which is not beside this one nor on PATH: build it with make build-fleet (go build -o bin/delorean-fleet ./cmd/delorean-fleet)")
}

// fleetLoopsEnv is how delorean-fleet --split-loops has a job's explore
// work on the home's independent loops in separate processes: a run with
// DELOREAN_FLEET_LOOPS set explores as usual, except at each split
// (loops.Hook; the calls are numbered in the run's order, which the
// same command line repeats):
//
//	plan:FILE  explores no loop and writes FILE, the number of loops at
//	           each split (0: the program is explored whole there);
//	loop:K:DIR explores only loop K (from 0) of each split and saves it
//	           as DIR/split-I-loop-K.gob (or the error it met, in
//	           DIR/split-I-loop-K.err);
//	merge:DIR  explores no loop but restores each from DIR, and the split
//	           combines them as if it had explored them: the report is
//	           `delorean explore`'s.
//
// The reports of plan and loop runs are of no loop and are not results.
const fleetLoopsEnv = "DELOREAN_FLEET_LOOPS"

func init() {
	if v := os.Getenv(fleetLoopsEnv); v != "" {
		loops.Hook = fleetLoopHook(v)
	}
}

// fleetLoopHook is loops.Hook for a DELOREAN_FLEET_LOOPS value.
func fleetLoopHook(mode string) func(*explore.Model, explore.Options, []explore.Loop, bool, explore.LoopExplorer) ([]*explore.LoopRun, bool, error) {
	call := -1
	var plan []int
	fail := func(err error) func(*explore.Model, explore.Options, []explore.Loop, bool, explore.LoopExplorer) ([]*explore.LoopRun, bool, error) {
		return func(*explore.Model, explore.Options, []explore.Loop, bool, explore.LoopExplorer) ([]*explore.LoopRun, bool, error) {
			return nil, true, err
		}
	}
	kind, rest, _ := strings.Cut(mode, ":")
	switch kind {
	case "plan":
		return func(m *explore.Model, opt explore.Options, loops []explore.Loop, split bool, _ explore.LoopExplorer) ([]*explore.LoopRun, bool, error) {
			n := 0
			if split {
				n = len(loops)
			}
			plan = append(plan, n)
			b, _ := json.Marshal(plan)
			return []*explore.LoopRun{}, true, os.WriteFile(rest, b, 0o644)
		}
	case "loop":
		ks, dir, ok := strings.Cut(rest, ":")
		k, err := strconv.Atoi(ks)
		if !ok || err != nil || k < 0 {
			return fail(fmt.Errorf("%s=%s: expected loop:K:DIR", fleetLoopsEnv, mode))
		}
		return func(m *explore.Model, opt explore.Options, loops []explore.Loop, split bool, exploreLoop explore.LoopExplorer) ([]*explore.LoopRun, bool, error) {
			call++
			if !split || k >= len(loops) {
				return []*explore.LoopRun{}, true, nil
			}
			name := filepath.Join(dir, fmt.Sprintf("split-%d-loop-%d", call, k))
			lm, _, err := explore.LoopModel(m, loops[k])
			var res explore.LoopResult
			if err == nil {
				res, err = exploreLoop(lm, opt)
			}
			var data []byte
			if err == nil {
				data, err = explore.SaveLoop(m, loops, k, res)
			}
			if err != nil {
				// The merge meets the same error where the whole run
				// would (a zone engine's fallback to regions starts there).
				if werr := os.WriteFile(name+".err", []byte(err.Error()), 0o644); werr != nil {
					return nil, true, werr
				}
				return nil, true, err
			}
			return []*explore.LoopRun{}, true, os.WriteFile(name+".gob", data, 0o644)
		}
	case "merge":
		return func(m *explore.Model, opt explore.Options, loops []explore.Loop, split bool, _ explore.LoopExplorer) ([]*explore.LoopRun, bool, error) {
			call++
			if !split {
				return nil, false, nil
			}
			runs, err := explore.RestoreLoops(m, loops, func(k int) ([]byte, error) {
				name := filepath.Join(rest, fmt.Sprintf("split-%d-loop-%d", call, k))
				if msg, err := os.ReadFile(name + ".err"); err == nil {
					return nil, errors.New(string(msg))
				}
				return os.ReadFile(name + ".gob")
			})
			return runs, true, err
		}
	}
	return fail(fmt.Errorf("%s=%s: expected plan:FILE, loop:K:DIR or merge:DIR", fleetLoopsEnv, mode))
}
