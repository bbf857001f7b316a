package main

import (
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"
)

// VersionSchema identifies the layout of `delorean version --json`.
const VersionSchema = "delorean.version/1"

// versionInfo is what `delorean version` prints.
type versionInfo struct {
	Schema   string `json:"schema"`
	Module   string `json:"module"`
	Version  string `json:"version"`
	Go       string `json:"go"`
	Platform string `json:"platform"`
	Revision string `json:"vcs_revision,omitempty"`
	Modified bool   `json:"vcs_modified,omitempty"`
}

func buildInfo() versionInfo {
	v := versionInfo{Schema: VersionSchema, Module: "github.com/delorean-mc/delorean", Version: "(devel)", Go: runtime.Version(),
		Platform: runtime.GOOS + "/" + runtime.GOARCH}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return v
	}
	if bi.Main.Path != "" {
		v.Module = bi.Main.Path
	}
	if bi.Main.Version != "" {
		v.Version = bi.Main.Version
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Revision = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		}
	}
	return v
}

// version is the module version, with the commit for development builds.
func version() string {
	v := buildInfo()
	s := v.Version
	if v.Revision != "" && (s == "(devel)" || s == "") {
		r := v.Revision
		if len(r) > 12 {
			r = r[:12]
		}
		s += " " + r
		if v.Modified {
			s += "+modified"
		}
	}
	return s
}

func newVersionCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print DeLorean's version and the Go version it was built with",
		Example: `  delorean version
  delorean version --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if asJSON {
				return writeJSON(cmd, buildInfo())
			}
			v := buildInfo()
			fmt.Fprintf(cmd.OutOrStdout(), "delorean %s (%s), built with %s for %s\n", version(), v.Module, v.Go, v.Platform)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the version as JSON")
	return cmd
}
