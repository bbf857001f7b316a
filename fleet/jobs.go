package fleet

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strconv"
)

// Key is what a job explores, in the user's words: the home, and its
// place, start, horizon, sun, engine and options. It identifies the job's
// result in results.jsonl; a field left out is explore's default.
type Key struct {
	// Command is the delorean command the job runs, when not explore:
	// bench or compare (bench.go).
	Command string   `json:"command,omitempty"`
	Home    string   `json:"home"`
	Place   string   `json:"place,omitempty"`
	Start   string   `json:"start,omitempty"`
	Horizon string   `json:"horizon,omitempty"`
	Sun     *Sun     `json:"sun,omitempty"`
	Engine  string   `json:"engine,omitempty"`
	Options []string `json:"options,omitempty"`
}

// Job is one exploration of a fleet: its key and the arguments of
// delorean that run it (without --json and --report, which the fleet
// adds).
type Job struct {
	ID   string   `json:"id"`
	Seq  int      `json:"seq"` // its place in the manifest's order
	Key  Key      `json:"key"`
	Args []string `json:"args"`
	// Env is the job's own environment for delorean, after the fleet's:
	// with --split-loops, which part of the home's loops it explores or
	// merges (split.go).
	Env []string `json:"env,omitempty"`
	// Whole, for a merge of a home's loops, is the job to run instead
	// when the merge gives no report: the home explored in one job.
	Whole bool `json:"whole,omitempty"`
	// Loops is how many loop jobs a merge combines.
	Loops int `json:"loops,omitempty"`
}

// Jobs lists the manifest's jobs, in the manifest's order (homes, then
// places, starts, horizons, suns, engines, option sets), each with the
// explore flags given on the command line (flags) after its own.
func (m *Manifest) Jobs(flags []string) []Job {
	places := orNone(m.Places)
	starts := orNone(m.Starts)
	horizons := orNone(m.Horizons)
	suns := orNone(m.Suns)
	engines := orNone(m.Engines)
	optSets := orNone(m.Options)
	var jobs []Job
	for _, h := range m.Homes {
		for _, p := range places {
			for _, st := range starts {
				for _, hz := range horizons {
					for _, sun := range suns {
						for _, eng := range engines {
							for _, opts := range optSets {
								jobs = append(jobs, m.job(len(jobs), h, p, st, hz, sun, eng, opts, flags))
							}
						}
					}
				}
			}
		}
	}
	return jobs
}

func (m *Manifest) job(seq int, h Home, p *Place, start, horizon *string, sun *Sun, engine *string, opts *[]string, flags []string) Job {
	k := Key{Home: h.Name, Command: m.Command}
	args := []string{"explore", h.Program}
	if m.Command != "" {
		args[0] = m.Command
	}
	for _, f := range []struct{ flag, val string }{{"--invariants", h.Invariants}, {"--init", h.Init}, {"--environment", h.Environment}, {"--devices", h.Devices}} {
		// bench takes its invariants from beside the program, and
		// no start state.
		if f.val != "" && m.Command != "bench" {
			args = append(args, f.flag, f.val)
		}
	}
	if p != nil {
		k.Place = p.Name
		if p.Lat != nil {
			args = append(args, "--lat", strconv.FormatFloat(*p.Lat, 'g', -1, 64), "--lon", strconv.FormatFloat(*p.Lon, 'g', -1, 64))
		}
		if p.TZ != "" {
			args = append(args, "--tz", p.TZ)
		}
	}
	if start != nil {
		k.Start = *start
		args = append(args, "--start", *start)
	}
	if horizon != nil {
		k.Horizon = *horizon
		args = append(args, "--duration", *horizon)
	}
	if sun != nil {
		s := *sun
		k.Sun = &s
		if s.Sunrise != "" {
			args = append(args, "--sunrise", s.Sunrise)
		}
		if s.Sunset != "" {
			args = append(args, "--sunset", s.Sunset)
		}
	}
	if engine != nil {
		k.Engine = *engine
		args = append(args, "--engine", *engine)
	}
	if m.Timeout != "" {
		args = append(args, "--timeout", m.Timeout)
	}
	if m.MaxMemory != "" {
		args = append(args, "--max-memory", m.MaxMemory)
	}
	k.Options = append(append(append([]string(nil), h.Options...), deref(opts)...), flags...)
	args = append(args, k.Options...)
	// One goroutine per exploration: a fleet's parallelism is its jobs
	// (the result does not depend on it).
	if m.Command == "" {
		args = append(args, "--workers", "1")
	}
	return Job{ID: keyID(k, m.Timeout, m.MaxMemory), Seq: seq, Key: k, Args: args}
}

// keyID names a job's result files: a hash of its key and limits, so
// that a re-run with other limits or flags does not take an old result.
func keyID(k Key, limits ...string) string {
	b, _ := json.Marshal(struct {
		K Key
		L []string
	}{k, limits})
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// orNone is the axis' values as pointers, or one nil (the axis is not
// varied: explore's default).
func orNone[T any](xs []T) []*T {
	if len(xs) == 0 {
		return []*T{nil}
	}
	out := make([]*T, len(xs))
	for i := range xs {
		out[i] = &xs[i]
	}
	return out
}

func deref(p *[]string) []string {
	if p == nil {
		return nil
	}
	return *p
}
