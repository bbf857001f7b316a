package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// engineTable explores each case with --engine zones and --engine regions,
// one after the other, one worker each, and prints one row per case with
// both side by side. The region engine stops at capRegions states (its
// row then says "incomplete at N states" and the ratios are lower
// bounds), the zone engine at capZones zones.
func engineTable(bin string, cs cases, capRegions, capZones int, header bool) error {
	if header {
		printEngineHeader(capRegions, capZones)
	}
	return engineRows(bin, cs, capRegions, capZones)
}

// printEngineHeader explains the table and prints its header.
func printEngineHeader(capRegions, capZones int) {
	fmt.Printf("One worker per run; CPU time and peak resident memory are the delorean process's (parsing included). ")
	fmt.Printf("The region engine stops at %d states and the zone engine at %d zones: such a run is \"incomplete at N\", and a ratio computed from it is a lower bound (≥).\n\n", capRegions, capZones)
	fmt.Println("| program | zones | discrete | CPU (s) | peak RSS | regions: states | discrete | CPU (s) | peak RSS | states ratio | time ratio | violated (zones / regions) |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
}

// engineRows prints one row per case.
func engineRows(bin string, cs cases, capRegions, capZones int) error {
	for _, c := range cs {
		name, args, ok := strings.Cut(c, "|")
		if !ok {
			return fmt.Errorf("case %q: want NAME|ARGS", c)
		}
		a := strings.Fields(args)
		z, err := run(bin, append(a, "--engine", "zones", "--workers", "1", "--max-states", strconv.Itoa(capZones)))
		if err != nil {
			return fmt.Errorf("%s over zones: %v", name, err)
		}
		r, err := run(bin, append(a, "--engine", "regions", "--workers", "1", "--max-states", strconv.Itoa(capRegions)))
		if err != nil {
			return fmt.Errorf("%s over regions: %v", name, err)
		}
		zname := name
		if z.EngineFallback != "" {
			zname += " (zones fell back to regions: " + z.EngineFallback + ")"
		}
		fmt.Printf("| %s | %s | %d | %.3f | %s | %s | %d | %.3f | %s | %s | %s | %s |\n",
			zname, count(&z, "zones"), z.DiscreteStates, z.cpu.Seconds(), mib(z.rss),
			count(&r, "states"), r.DiscreteStates, r.cpu.Seconds(), mib(r.rss),
			ratio(float64(r.States), float64(z.States), r.Complete, z.Complete),
			ratio(r.cpu.Seconds(), z.cpu.Seconds(), r.Complete, z.Complete),
			verdicts(&z, &r))
	}
	return nil
}

// count is a run's number of states, or "incomplete at N" when it stopped
// at a limit.
func count(m *measure, unit string) string {
	if m.Complete {
		return strconv.FormatInt(m.States, 10)
	}
	return fmt.Sprintf("incomplete at %d %s", m.States, unit)
}

// ratio is slow/fast. When the slow run stopped at a limit and the fast
// one did not, the true ratio is at least this; when the fast one stopped
// there is nothing to compare.
func ratio(slow, fast float64, slowDone, fastDone bool) string {
	switch {
	case !fastDone || fast <= 0:
		return "—"
	case !slowDone:
		return fmt.Sprintf("≥ %.1fx", slow/fast)
	}
	return fmt.Sprintf("%.1fx", slow/fast)
}

// verdicts counts the invariants each engine found violated, and says when
// two complete runs disagree on which (a bug in one of them).
func verdicts(z, r *measure) string {
	nz, nr := 0, 0
	differ := false
	for i, inv := range z.Invariants {
		if inv.Violated {
			nz++
		}
		if i < len(r.Invariants) && r.Invariants[i].Violated != inv.Violated {
			differ = true
		}
	}
	for _, inv := range r.Invariants {
		if inv.Violated {
			nr++
		}
	}
	// An incomplete run's count is what it found before the limit.
	part := func(n int, m *measure) string {
		if m.Complete {
			return strconv.Itoa(n)
		}
		return fmt.Sprintf("%d so far", n)
	}
	s := part(nz, z) + " / " + part(nr, r)
	if differ && z.Complete && r.Complete {
		s += " **the engines disagree**"
	}
	return s
}

func mib(b int64) string {
	if b <= 0 {
		return "—"
	}
	return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20))
}

// tckResult is what tck-reach printed (KEY VALUE lines) and what its
// process cost.
type tckResult struct {
	stats map[string]string
	cpu   time.Duration
	rss   int64
	over  bool // stopped at the CPU limit: no statistics
}

// cpuCell is a TChecker run's CPU time, or "> limit s" for one stopped
// at the limit.
func (r *tckResult) cpuCell(limit int) string {
	if r.over {
		return fmt.Sprintf("> %d s", limit)
	}
	return fmt.Sprintf("%.3f", r.cpu.Seconds())
}

// stat is one of tck-reach's statistics, "—" for a run stopped at the
// limit.
func (r *tckResult) stat(k string) string {
	if v, ok := r.stats[k]; ok && !r.over {
		return v
	}
	return "—"
}

// tckRounds is how many times at most each tool runs on each of
// TChecker's models, and tckBudget the CPU time after which it runs no
// more on one: the fastest run counts. The small models take
// milliseconds, and a single run on a machine shared with other work can
// take twice as long as the next; the large ones take seconds, where the
// spread is a few per cent and ten runs would be most of the bench.
const (
	tckRounds = 10
	tckBudget = 2 * time.Second
)

// rounds runs once up to tckRounds times, until tckBudget of CPU time is
// spent, and returns the fastest run. A run over the CPU limit ends the
// rounds (it is the answer).
func rounds[T any](once func() (T, time.Duration, bool, error)) (T, error) {
	var best T
	var bestCPU, spent time.Duration
	for r := 0; r < tckRounds && spent < tckBudget; r++ {
		res, cpu, over, err := once()
		if err != nil {
			return best, err
		}
		if r == 0 || cpu < bestCPU {
			best, bestCPU = res, cpu
		}
		if over {
			return res, nil
		}
		spent += cpu
	}
	return best, nil
}

// tckReach runs TChecker's tck-reach with the given algorithm on file
// (rounds): the fastest run's time and memory. A run stopped at limit
// seconds of CPU has over set.
func tckReach(bin, algo, file string, limit int) (*tckResult, error) {
	return rounds(func() (*tckResult, time.Duration, bool, error) {
		r, err := tckReach1(bin, algo, file, limit)
		if err != nil {
			return nil, 0, false, err
		}
		return r, r.cpu, r.over, nil
	})
}

// zonesFastest explores file with bin's zone engine (rounds): the fastest
// run.
func zonesFastest(bin, file string, capZones int) (measure, error) {
	return rounds(func() (measure, time.Duration, bool, error) {
		z, err := run(bin, []string{file, "--engine", "zones", "--workers", "1", "--max-states", strconv.Itoa(capZones)})
		return z, z.cpu, false, err
	})
}

// tckReach1 runs tck-reach once, breadth first, stopped by the system
// after limit seconds of CPU (the shell's ulimit -t; 0: no limit).
func tckReach1(bin, algo, file string, limit int) (*tckResult, error) {
	var out, errb bytes.Buffer
	args := []string{"-a", algo, "-s", "bfs", file}
	cmd := exec.Command(bin, args...)
	if limit > 0 {
		// exec: the shell becomes tck-reach, whose usage is then the
		// process's.
		cmd = exec.Command("/bin/sh", append([]string{"-c", fmt.Sprintf(`ulimit -t %d && exec "$0" "$@"`, limit), bin}, args...)...)
	}
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	res := &tckResult{stats: map[string]string{}}
	if cmd.ProcessState != nil {
		res.cpu, res.rss = cmd.ProcessState.UserTime()+cmd.ProcessState.SystemTime(), maxRSS(cmd.ProcessState)
	}
	if err != nil {
		// The CPU limit ends it with SIGXCPU or SIGKILL (the shell
		// sets the hard limit too): a run killed so after about that
		// much CPU is over it (the process's usage, counted in ticks,
		// can read a little less than the kernel's precise count the
		// limit is checked on).
		if limit > 0 && killedByLimit(cmd.ProcessState) && res.cpu >= time.Duration(limit)*time.Second*3/4 {
			res.over = true
			return res, nil
		}
		return nil, fmt.Errorf("%s -a %s %s: %v: %s", bin, algo, file, err, strings.TrimSpace(errb.String()))
	}
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		if k, v, ok := strings.Cut(strings.TrimSpace(sc.Text()), " "); ok {
			res.stats[k] = v
		}
	}
	return res, nil
}

// span reads FROM..TO.
func span(s string) ([2]int, error) {
	a, b, ok := strings.Cut(s, "..")
	from, err1 := strconv.Atoi(a)
	to, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || from < 1 || to < from {
		return [2]int{}, fmt.Errorf("%q: want FROM..TO", s)
	}
	return [2]int{from, to}, nil
}

// tchecker writes the models into dir and explores each with bin's zone
// engine and, when tck-reach is on the PATH, with tck-reach -a covreach
// (inclusion subsumption, its zone graph with ExtraLU+ and per-location
// bounds), each run stopped after limit seconds of CPU, and -a
// aLU-covreach, after aluLimit (its column compares zone counts, and its
// runs take as long as covreach's): one table, one row per model.
func tchecker(bin, dir, fischer, csma string, capZones, limit, aluLimit int) error {
	fr, err := span(fischer)
	if err != nil {
		return fmt.Errorf("-fischer %v", err)
	}
	cr, err := span(csma)
	if err != nil {
		return fmt.Errorf("-csma %v", err)
	}
	models, err := writeModels(dir, fr, cr)
	if err != nil {
		return err
	}
	tck, lookErr := exec.LookPath("tck-reach")
	if lookErr != nil {
		fmt.Println("tck-reach is not on the PATH: TChecker's columns are empty. Build TChecker (github.com/ticktac-project/tchecker) outside this repository and put its tck-reach on the PATH to fill them.")
	} else {
		fmt.Printf("TChecker: %s -a covreach (inclusion subsumption) and -a aLU-covreach (aLU subsumption, as delorean's zone engine covers), -s bfs: its own statistics (visited and stored states), its process's CPU time and peak resident memory; a covreach run stopped after %d s of CPU is \"> %d s\", an aLU-covreach run after %d s.\n", tck, limit, limit, aluLimit)
	}
	fmt.Printf("Each tool runs up to %d times on each model, until %.0f s of CPU are spent on it: the fastest run's CPU time and memory count.\n", tckRounds, tckBudget.Seconds())
	fmt.Printf("The models are written by internal/benchcmp into %s (Fischer with K = %d; CSMA/CD with lambda = %d, sigma = %d). delorean: explore --engine zones --workers 1, stopped at %d zones.\n\n",
		filepath.Clean(dir), fischerK, csmaLambda, csmaSigma, capZones)
	fmt.Println("| model | TChecker covreach: visited | stored | CPU (s) | peak RSS | aLU-covreach: stored | CPU (s) | delorean zones | discrete | CPU (s) | peak RSS | time delorean/TChecker covreach |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, md := range models {
		tv, ts, tt, tm, al := "—", "—", "—", "—", "— | —"
		var tr *tckResult
		if lookErr == nil {
			if tr, err = tckReach(tck, "covreach", md.File, limit); err != nil {
				return err
			}
			tv, ts, tt, tm = tr.stat("VISITED_STATES"), tr.stat("STORED_STATES"), tr.cpuCell(limit), mib(tr.rss)
			if tr.over {
				tm = "—"
			}
			// aLU covering, as delorean's zone engine covers: the
			// closer comparison of zone counts.
			a, err := tckReach(tck, "aLU-covreach", md.File, aluLimit)
			if err != nil {
				return err
			}
			al = a.stat("STORED_STATES") + " | " + a.cpuCell(aluLimit)
		}
		z, err := zonesFastest(bin, md.File, capZones)
		if err != nil {
			// A model our front end refuses is a row that says why, not
			// the end of the table.
			fmt.Printf("| %s | %s | %s | %s | %s | %s | refused: %s | | | | |\n", md.Name, tv, ts, tt, tm, al, oneLine(err.Error()))
			continue
		}
		zname := md.Name
		if z.EngineFallback != "" {
			zname += " (zones fell back to regions: " + z.EngineFallback + ")"
		}
		fmt.Printf("| %s | %s | %s | %s | %s | %s | %s | %d | %.3f | %s | %s |\n",
			zname, tv, ts, tt, tm, al, count(&z, "zones"), z.DiscreteStates, z.cpu.Seconds(), mib(z.rss), relTime(&z, tr, limit))
	}
	return nil
}

// relTime is delorean's CPU time over TChecker's covreach's, an upper
// bound ("<") when TChecker was stopped at the limit.
func relTime(z *measure, tr *tckResult, limit int) string {
	switch {
	case tr == nil || !z.Complete:
		return "—"
	case tr.over:
		return fmt.Sprintf("< %.2fx", z.cpu.Seconds()/float64(limit))
	case tr.cpu <= 0:
		return "—"
	}
	return fmt.Sprintf("%.1fx", z.cpu.Seconds()/tr.cpu.Seconds())
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.ReplaceAll(s, "|", "\\|")
}
