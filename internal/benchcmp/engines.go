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
}

// tckRounds is how many times each tool runs on each of TChecker's
// models: the fastest run counts. The runs take milliseconds, and a
// single one on a machine shared with other work can take twice as long
// as the next.
const tckRounds = 10

// tckReach runs TChecker's tck-reach with the given algorithm on file
// tckRounds times: the fastest run's time and memory.
func tckReach(bin, algo, file string) (*tckResult, error) {
	var best *tckResult
	for r := 0; r < tckRounds; r++ {
		res, err := tckReach1(bin, algo, file)
		if err != nil {
			return nil, err
		}
		if best == nil || res.cpu < best.cpu {
			best = res
		}
	}
	return best, nil
}

// zonesFastest explores file with bin's zone engine tckRounds times: the
// fastest run.
func zonesFastest(bin, file string, capZones int) (measure, error) {
	var best measure
	for r := 0; r < tckRounds; r++ {
		z, err := run(bin, []string{file, "--engine", "zones", "--workers", "1", "--max-states", strconv.Itoa(capZones)})
		if err != nil {
			return z, err
		}
		if r == 0 || z.cpu < best.cpu {
			best = z
		}
	}
	return best, nil
}

// tckReach1 runs tck-reach once.
func tckReach1(bin, algo, file string) (*tckResult, error) {
	var out, errb bytes.Buffer
	cmd := exec.Command(bin, "-a", algo, file)
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s -a %s %s: %v: %s", bin, algo, file, err, strings.TrimSpace(errb.String()))
	}
	res := &tckResult{stats: map[string]string{}, cpu: cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), rss: maxRSS(cmd.ProcessState)}
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
// bounds) and -a aLU-covreach: one table, one row per model.
func tchecker(bin, dir, fischer, csma string, capZones int) error {
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
		fmt.Printf("TChecker: %s -a covreach (inclusion subsumption) and -a aLU-covreach (aLU subsumption, as delorean's zone engine covers), breadth-first: its own statistics (visited and stored states), its process's CPU time and peak resident memory.\n", tck)
		fmt.Printf("Each tool runs %d times on each model: the fastest run's CPU time and memory count.\n", tckRounds)
	}
	fmt.Printf("The models are written by internal/benchcmp into %s (Fischer with K = %d; CSMA/CD with lambda = %d, sigma = %d). delorean: explore --engine zones --workers 1, stopped at %d zones.\n\n",
		filepath.Clean(dir), fischerK, csmaLambda, csmaSigma, capZones)
	fmt.Println("| model | TChecker covreach: visited | stored | CPU (s) | peak RSS | aLU-covreach: stored | CPU (s) | delorean zones | discrete | CPU (s) | peak RSS | time delorean/TChecker covreach |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, md := range models {
		tv, ts, tt, tm, al := "—", "—", "—", "—", "— | —"
		var tcpu float64
		if lookErr == nil {
			r, err := tckReach(tck, "covreach", md.File)
			if err != nil {
				return err
			}
			tv, ts = r.stats["VISITED_STATES"], r.stats["STORED_STATES"]
			tcpu = r.cpu.Seconds()
			tt, tm = fmt.Sprintf("%.3f", tcpu), mib(r.rss)
			// aLU covering, as delorean's zone engine covers: the
			// closer comparison of zone counts.
			a, err := tckReach(tck, "aLU-covreach", md.File)
			if err != nil {
				return err
			}
			al = fmt.Sprintf("%s | %.3f", a.stats["STORED_STATES"], a.cpu.Seconds())
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
		rel := "—"
		if tcpu > 0 && z.Complete {
			rel = fmt.Sprintf("%.1fx", z.cpu.Seconds()/tcpu)
		}
		fmt.Printf("| %s | %s | %s | %s | %s | %s | %s | %d | %.3f | %s | %s |\n",
			zname, tv, ts, tt, tm, al, count(&z, "zones"), z.DiscreteStates, z.cpu.Seconds(), mib(z.rss), rel)
	}
	return nil
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.ReplaceAll(s, "|", "\\|")
}
