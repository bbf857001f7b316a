package fleet

import (
	"context"
	"encoding/json"
	"fmt"
)

// An evaluation as a fleet. A manifest with command: bench or command:
// compare runs `delorean bench` or `delorean compare` as each job, one
// program each (--trials in the options: a program's trials stay in one
// job, whose means and percentages are over them), and, besides the
// rows, writes the one document that the command given every program in
// the manifest's order prints: bench.json (delorean.bench/1, a row per
// program, as the paper's Table 2) or compare.json
// (delorean.comparisons/1, each program's comparison, Figs. 7-9). The
// programs are independent in the command itself (each is measured
// alone, from its own start states), so the document is the sequential
// run's, the times aside.

// writeTables writes command's document from the rows of jobs, in their
// order; a job without a row or without a document leaves its program
// out, and the document is then incomplete.
func writeTables(ctx context.Context, out, command string, jobs []Job, rows map[string]Row) error {
	complete := true
	var docs []json.RawMessage
	for _, j := range jobs {
		r, ok := rows[j.ID]
		if !ok || r.Report == nil {
			complete = false
			continue
		}
		complete = complete && r.Exit == 0
		docs = append(docs, r.Report)
	}
	var doc any
	switch command {
	case "bench":
		type benchDoc struct {
			Schema   string            `json:"schema"`
			Start    string            `json:"start"`
			Horizon  string            `json:"horizon"`
			Programs []json.RawMessage `json:"programs"`
			Complete bool              `json:"complete"`
		}
		d := benchDoc{Schema: "delorean.bench/1", Programs: []json.RawMessage{}, Complete: complete}
		for i, b := range docs {
			var one benchDoc
			if err := json.Unmarshal(b, &one); err != nil {
				return fmt.Errorf("a bench document: %v", err)
			}
			if i == 0 {
				d.Start, d.Horizon = one.Start, one.Horizon
			} else if one.Start != d.Start || one.Horizon != d.Horizon {
				// One table is of one start and horizon, as one
				// run of bench.
				d.Start, d.Horizon = "various", "various"
			}
			d.Programs = append(d.Programs, one.Programs...)
		}
		doc = d
	case "compare":
		doc = struct {
			Schema      string            `json:"schema"`
			Complete    bool              `json:"complete"`
			Comparisons []json.RawMessage `json:"comparisons"`
		}{"delorean.comparisons/1", complete, append([]json.RawMessage{}, docs...)}
	default:
		return fmt.Errorf("no document for command %q", command)
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	return writeFile(ctx, join(out, command+".json"), append(b, '\n'))
}
