package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
)

// outputs are the files a command writes besides its report (--report,
// --dot, --discrete-states, --trace-dir, profiles). Each is checked
// before the exploration starts, so that a path that cannot be written
// is refused (exit 2) before the time is spent; each is written
// atomically (a temporary file in its directory, renamed over it), so
// that no half-written file is left; and a write that still fails after
// the exploration is named on standard error while the report is
// printed and the verdict's exit code kept: a failure to save a copy
// does not lose the answer.
type outputs struct {
	cmd    *cobra.Command
	list   []output
	failed []error
}

// output is one file (or, for dir, a directory of files) a flag names.
type output struct {
	flag, path string
	dir        bool
}

func newOutputs(cmd *cobra.Command) *outputs { return &outputs{cmd: cmd} }

// file adds the file a flag names ("" for none).
func (o *outputs) file(flag, path string) *outputs {
	if path != "" {
		o.list = append(o.list, output{flag: flag, path: path})
	}
	return o
}

// dir adds the directory a flag names ("" for none), made if missing.
func (o *outputs) dir(flag, path string) *outputs {
	if path != "" {
		o.list = append(o.list, output{flag: flag, path: path, dir: true})
	}
	return o
}

// check checks every output before the run: its directory exists (a
// trace directory is made) and takes a new file, the path is not a
// directory, and no two flags name the same file.
func (o *outputs) check() error {
	seen := map[string]string{}
	for _, out := range o.list {
		abs, err := filepath.Abs(out.path)
		if err != nil {
			return badInput(fmt.Errorf("%s %s: %v", out.flag, out.path, err))
		}
		if other, ok := seen[abs]; ok {
			return badInput(fmt.Errorf("%s and %s both name %s: give each its own file", other, out.flag, out.path))
		}
		seen[abs] = out.flag
		if err := checkOutput(out); err != nil {
			return badInput(fmt.Errorf("%s %s: %v", out.flag, out.path, err))
		}
	}
	return nil
}

func checkOutput(out output) error {
	dir := filepath.Dir(out.path)
	if out.dir {
		if err := os.MkdirAll(out.path, 0o755); err != nil {
			return cleanPathError(err)
		}
		dir = out.path
	} else {
		fi, err := os.Stat(out.path)
		switch {
		case err == nil && fi.IsDir():
			return errors.New("is a directory; give the name of a file")
		case err == nil && !fi.Mode().IsRegular():
			// A device or a pipe (/dev/stdout) is written as it is,
			// not replaced.
			f, err := os.OpenFile(out.path, os.O_WRONLY, 0)
			if err != nil {
				return cleanPathError(err)
			}
			return f.Close()
		}
	}
	// The directory must take the temporary file the output is written
	// to first.
	f, err := os.CreateTemp(dir, ".delorean-check-*")
	if err != nil {
		return cleanPathError(err)
	}
	f.Close()
	return os.Remove(f.Name())
}

// cleanPathError drops a path error's operation and path, which the
// message names already ("--report out/r.html: no such file or
// directory").
func cleanPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// writeFault, set by tests, makes the write of the output of a flag
// fail after its check passed, as a full disk would.
var writeFault func(flag string) error

// write writes the output of flag to path atomically; a failure is
// recorded for report (and the temporary file removed) and false
// returned.
func (o *outputs) write(flag, path string, write func(io.Writer) error) bool {
	if err := writeAtomic(runOf(o.cmd), flag, path, write); err != nil {
		o.failed = append(o.failed, fmt.Errorf("%s %s: %v", flag, path, cleanPathError(err)))
		return false
	}
	return true
}

// fail records a failure of an output that is not a write's.
func (o *outputs) fail(flag string, err error) {
	o.failed = append(o.failed, fmt.Errorf("%s: %v", flag, err))
}

// report names the outputs that failed on standard error (after the
// report, so that it is the last thing said).
func (o *outputs) report() {
	for _, err := range o.failed {
		fmt.Fprintf(o.cmd.ErrOrStderr(), "delorean: error: %s: not written (the report above stands)\n", printable(err.Error()))
	}
}

// writeAtomic writes path through a temporary file in its directory,
// renamed over it once complete; a device or pipe is written directly.
func writeAtomic(r *run, flag, path string, write func(io.Writer) error) error {
	r.doing("writing " + flag + " " + path)
	if fi, err := os.Lstat(path); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		// A link is followed: the file it names is replaced, not the link.
		if target, err := filepath.EvalSymlinks(path); err == nil {
			path = target
		}
	}
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		w := bufio.NewWriter(f)
		if err := write(w); err != nil {
			f.Close()
			return err
		}
		if err := w.Flush(); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+strings.TrimPrefix(base, ".")+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	r.addTemp(tmp)
	renamed := false
	defer func() {
		// Also when write panics: the internal error leaves no file.
		if !renamed {
			f.Close()
			os.Remove(tmp)
		}
		r.dropTemp(tmp)
	}()
	w := bufio.NewWriter(f)
	if err := write(w); err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if writeFault != nil {
		if err := writeFault(flag); err != nil {
			return err
		}
	}
	if err := f.Chmod(0o644); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	renamed = true
	return nil
}

// namedFile is one file of a directory output.
type namedFile struct {
	name  string
	write func(io.Writer) error
}

// writeDir writes files into the directory of flag, each atomically, and
// says which it wrote.
func (o *outputs) writeDir(flag, dir string, files []namedFile) {
	var names []string
	for _, f := range files {
		if o.write(flag, filepath.Join(dir, f.name), f.write) {
			names = append(names, f.name)
		}
	}
	if len(names) == len(files) {
		sayTraces(o.cmd, dir, names)
	} else if len(names) > 0 {
		wrote(o.cmd, "wrote %d of %d traces to %s: %s", len(names), len(files), dir, strings.Join(names, ", "))
	}
}
