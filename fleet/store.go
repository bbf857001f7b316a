package fleet

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"   // --out gs://bucket/dir
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local" // --out DIR
)

// The output directory holds, besides results.jsonl and the summaries,
// one file per finished job (jobs/ID.json, its row; jobs/ID.html, its
// page): a worker writes its job's row whole when the job ends, so that
// whatever stops the fleet, each row there is complete, and a re-run
// skips the jobs that have one. results.jsonl is made from them, in the
// manifest's order, whenever the fleet ends.

// jobsDir is where the rows of finished jobs are kept.
const jobsDir = "jobs"

// join joins an output directory (a local path or a URL such as
// gs://bucket/dir) and names below it.
func join(out string, names ...string) string {
	if strings.Contains(out, "://") {
		return strings.TrimSuffix(out, "/") + "/" + path.Join(names...)
	}
	return filepath.Join(append([]string{out}, names...)...)
}

// isLocal reports whether an output directory is on this machine's file
// system.
func isLocal(out string) bool { return !strings.Contains(out, "://") }

// writeFile writes a file of the output directory whole: locally to a
// temporary file renamed into place (a reader never sees part of it);
// elsewhere (an object store) as one object, which appears when closed.
func writeFile(ctx context.Context, name string, data []byte) error {
	if isLocal(name) {
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			return err
		}
		tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
		if err != nil {
			return err
		}
		if _, err := tmp.Write(data); err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
			return err
		}
		if err := tmp.Close(); err != nil {
			os.Remove(tmp.Name())
			return err
		}
		return os.Rename(tmp.Name(), name)
	}
	fs, err := filesystem.New(ctx, name)
	if err != nil {
		return err
	}
	defer fs.Close()
	w, err := fs.OpenWrite(ctx, name)
	if err != nil {
		return err
	}
	if _, err := w.Write(data); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}

// readFile reads a file of the output directory.
func readFile(ctx context.Context, name string) ([]byte, error) {
	if isLocal(name) {
		return os.ReadFile(name)
	}
	fs, err := filesystem.New(ctx, name)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	r, err := fs.OpenRead(ctx, name)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

// writeRow keeps a finished job's row.
func writeRow(ctx context.Context, out string, row Row) error {
	b, err := json.Marshal(row)
	if err != nil {
		return err
	}
	return writeFile(ctx, join(out, jobsDir, row.ID+".json"), append(b, '\n'))
}

// readRows reads the rows of the finished jobs among jobs, by id. A row
// that does not parse (a file cut short by a crash of the machine) is
// left out: its job runs again.
func readRows(ctx context.Context, out string, jobs []Job) (map[string]Row, error) {
	rows := map[string]Row{}
	var names []string
	if isLocal(out) {
		entries, err := os.ReadDir(join(out, jobsDir))
		if err != nil && !os.IsNotExist(err) {
			return nil, err
		}
		for _, e := range entries {
			names = append(names, join(out, jobsDir, e.Name()))
		}
	} else {
		fs, err := filesystem.New(ctx, out)
		if err != nil {
			return nil, err
		}
		names, err = fs.List(ctx, join(out, jobsDir, "*.json"))
		fs.Close()
		if err != nil {
			return nil, err
		}
	}
	want := map[string]bool{}
	for _, j := range jobs {
		want[j.ID] = true
	}
	for _, n := range names {
		id, ok := strings.CutSuffix(path.Base(filepath.ToSlash(n)), ".json")
		if !ok || !want[id] {
			continue
		}
		b, err := readFile(ctx, n)
		if err != nil {
			return nil, err
		}
		var row Row
		if json.Unmarshal(b, &row) != nil || row.ID != id {
			continue
		}
		rows[id] = row
	}
	return rows, nil
}

// writeResults writes results.jsonl: the finished jobs' rows in the
// manifest's order, one line each.
func writeResults(ctx context.Context, out string, jobs []Job, rows map[string]Row) error {
	var buf bytes.Buffer
	w := bufio.NewWriter(&buf)
	for _, j := range jobs {
		row, ok := rows[j.ID]
		if !ok {
			continue
		}
		b, err := json.Marshal(row)
		if err != nil {
			return err
		}
		w.Write(b)
		w.WriteByte('\n')
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if err := writeFile(ctx, join(out, "results.jsonl"), buf.Bytes()); err != nil {
		return fmt.Errorf("writing results.jsonl: %v", err)
	}
	return nil
}
