package fleet

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/options/jobopts"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/universal"
)

// startPrism builds Beam's standalone Prism job server (the Go SDK's
// cmd/prism, from the module cache: nothing is downloaded) and starts it
// as a process of its own; it returns its job endpoint.
func startPrism(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "prism")
	build := exec.Command("go", "build", "-o", bin, "github.com/apache/beam/sdks/v2/go/cmd/prism")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		t.Fatalf("building prism: %v", err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	srv := exec.Command(bin, "--job_port", fmt.Sprint(port), "--serve_http=false", "--log_level", "warn")
	srv.Stderr = os.Stderr
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Process.Kill(); srv.Wait() })
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	for deadline := time.Now().Add(time.Minute); ; {
		c, err := net.Dial("tcp", addr)
		if err == nil {
			c.Close()
			return addr
		}
		if time.Now().After(deadline) {
			t.Fatalf("prism's job server did not listen at %s: %v", addr, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// The pipeline submitted to Prism's job server in another process
// (--runner universal, loopback environment) gives the same rows as on
// Prism in this process.
func TestUniversalRunner(t *testing.T) {
	files := corpus(t, 2)
	manifest := corpusManifest(t, files)
	local := t.TempDir()
	if _, err := runFleet(t, context.Background(), manifest, local, 2, corpusFlags...); err != nil {
		t.Fatal(err)
	}
	endpoint := startPrism(t)
	out := t.TempDir()
	oldEnd, oldEnv := *jobopts.Endpoint, *jobopts.EnvironmentType
	defer func() { *jobopts.Endpoint, *jobopts.EnvironmentType = oldEnd, oldEnv }()
	s, err := Run(context.Background(), Options{Manifest: manifest, Out: out, Flags: corpusFlags, Workers: 2, Pages: true, Delorean: deloreanBin,
		Execute: func(ctx context.Context, p *beam.Pipeline) error {
			*jobopts.Endpoint, *jobopts.EnvironmentType = endpoint, "LOOPBACK"
			_, err := beam.Run(ctx, "universal", p)
			return err
		}})
	if err != nil {
		t.Fatal(err)
	}
	if s.Done != s.Jobs || s.Jobs != len(files)*len(places)*len(starts) {
		t.Fatalf("universal: %d of %d jobs done", s.Done, s.Jobs)
	}
	strip := func(rows []Row) []Row {
		for i := range rows {
			rows[i].CPUSeconds, rows[i].Seconds = 0, 0
		}
		return rows
	}
	if got, want := strip(readResults(t, out)), strip(readResults(t, local)); !reflect.DeepEqual(got, want) {
		t.Errorf("the job server's results differ from the in-process run's (%d and %d rows)", len(got), len(want))
	}
}
