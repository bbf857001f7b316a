package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"

	"github.com/spf13/cobra"
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
flags apply to every job. It runs the delorean-fleet binary (make
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
