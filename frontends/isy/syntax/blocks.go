package syntax

import (
	"regexp"
	"strings"
	"sync"

	"github.com/delorean-mc/delorean/ta"
)

// The export text is line-oriented: a header line, then If, Then and Else
// sections each ended by a blank line, then free-text comment lines until
// the next program. Comments are free text (they may well contain "if" or
// "wait"), so the layout is split here, line by line, and only the
// sections' contents go to the grammar.

// block is one program or folder as laid out in the text.
type block struct {
	header    *line // nil when the text has no header line
	name      string
	id        string
	parent    string
	flags     []string // [Run At Startup], [Not Enabled], ...
	folder    *line    // the "Folder Conditions for 'X'" line
	ifLine    *line
	cond      []line // condition lines
	noCond    bool   // "- No Conditions -"
	thenLine  *line
	then      []line
	elseLine  *line
	els       []line
	comment   []line
	lastEnded bool // the last section was ended by a blank line
}

type line struct {
	no   int    // 1-based
	text string // without the line break
}

func (l line) pos(file string) ta.Pos {
	col := 1 + len(l.text) - len(strings.TrimLeft(l.text, " \t\u00a0"))
	return ta.Pos{File: file, Line: l.no, Col: col}
}

// The patterns of a program listing, compiled on their first use rather
// than when the package is initialised, which every run of the command
// line paid for whatever it read.
var (
	headerRE    = lazyRegexp(`^\s*(.*?)\s+-\s+\[ID\s+([0-9A-Fa-f]+)\]\s*\[Parent\s+([0-9A-Fa-f]+)\]\s*((?:\[[^\]]*\]\s*)*)$`)
	flagRE      = lazyRegexp(`\[([^\]]*)\]`)
	separatorRE = lazyRegexp(`^\s*(-{3,}|={3,})\s*$`)
	folderRE    = lazyRegexp(`(?i)^\s*Folder Conditions for\s+'(.*)'\s*$`)
	noCondRE    = lazyRegexp(`(?i)^\s*-\s*No Conditions\s*-`)
	noActRE     = lazyRegexp(`(?i)^\s*-\s*No Actions\s*-`)
	folderHint  = lazyRegexp(`(?i)^\s*Add conditions to limit when programs in this folder are allowed to run\.?\s*$`)
	folderAllow = lazyRegexp(`(?i)^\s*Allow the programs in this folder to run\.?\s*$`)
	programMeta = lazyRegexp(`^#\s*program:\s*(.*?)\s*(?:\s\s+\(.*\))?\s*$`)
)

// lazyRegexp compiles expr on the first call of the function it returns.
func lazyRegexp(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}

// section keywords, alone on their line.
func sectionOf(text string) string {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "if":
		return "if"
	case "then":
		return "then"
	case "else":
		return "else"
	}
	return ""
}

func blank(text string) bool { return strings.TrimSpace(strings.ReplaceAll(text, "\u00a0", " ")) == "" }

// splitBlocks cuts the text into programs and folders. Lines starting with
// '#' are comments of the file, not of a program; `# program: NAME` names
// the next program when it has no header line (posts often omit it).
func splitBlocks(file string, src string, errs *ta.ErrorList) []*block {
	var out []*block
	var cur *block
	state := "" // "", "header", "if", "then", "else", "after", "comment"
	pendingName := ""
	finish := func() {
		if cur != nil {
			out = append(out, cur)
		}
		cur = nil
		state = ""
	}
	lines := strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n")
	for i, text := range lines {
		l := line{no: i + 1, text: strings.TrimRight(text, "\r")}
		switch {
		case strings.HasPrefix(l.text, "#"):
			if m := programMeta().FindStringSubmatch(l.text); m != nil {
				pendingName = strings.TrimSpace(m[1])
			}
			if state == "comment" || state == "after" {
				finish()
			}
			continue
		case separatorRE().MatchString(l.text):
			finish()
			continue
		}
		if m := headerRE().FindStringSubmatch(l.text); m != nil {
			finish()
			cur = &block{header: &l, name: strings.TrimSpace(m[1]), id: m[2], parent: m[3]}
			for _, f := range flagRE().FindAllStringSubmatch(m[4], -1) {
				cur.flags = append(cur.flags, strings.TrimSpace(f[1]))
			}
			pendingName = ""
			state = "header"
			continue
		}
		if m := folderRE().FindStringSubmatch(l.text); m != nil {
			if cur == nil || state != "header" {
				errs.Add(l.pos(file), "%q must follow the folder's header line", strings.TrimSpace(l.text))
				continue
			}
			lc := l
			cur.folder = &lc
			continue
		}
		if blank(l.text) {
			switch state {
			case "if", "then", "else":
				cur.lastEnded = true
				state = "after"
			}
			continue
		}
		sec := sectionOf(l.text)
		if sec == "" && cur != nil {
			// A lone word an edit or two from the section that comes next
			// is that section misspelt ("Than"): say so at its line, and
			// read on as if it were spelt right, rather than take it for a
			// condition and report the missing section at the If.
			next := ""
			switch {
			case state != "if" && state != "then" && state != "after":
			case cur.ifLine != nil && cur.thenLine == nil:
				next = "Then"
			case cur.thenLine != nil && cur.elseLine == nil:
				next = "Else"
			}
			if w := strings.TrimSpace(l.text); next != "" && !strings.ContainsAny(w, " \t'") && ta.Suggest(w, []string{next}) != "" {
				errs.Add(l.pos(file), "%q is not a section keyword%s", w, ta.Suggest(w, []string{next}))
				sec = strings.ToLower(next)
			}
		}
		if sec != "" {
			lc := l
			switch sec {
			case "if":
				if cur != nil && cur.ifLine != nil {
					finish() // a new program without a header
				}
				if cur == nil {
					cur = &block{name: pendingName}
					pendingName = ""
				}
				cur.ifLine = &lc
			case "then":
				if cur != nil && cur.thenLine != nil && cur.elseLine == nil {
					errs.Add(l.pos(file), "a second Then in one program (the first is at line %d)", cur.thenLine.no)
					continue
				}
				if cur == nil || cur.ifLine == nil || cur.thenLine != nil {
					errs.Add(l.pos(file), "Then without an If before it")
					continue
				}
				cur.thenLine = &lc
			case "else":
				if cur != nil && cur.elseLine != nil {
					errs.Add(l.pos(file), "a second Else in one program (the first is at line %d)", cur.elseLine.no)
					continue
				}
				if cur == nil || cur.thenLine == nil {
					errs.Add(l.pos(file), "Else without a Then before it")
					continue
				}
				cur.elseLine = &lc
			}
			cur.lastEnded = false
			state = sec
			continue
		}
		switch state {
		case "if":
			if noCondRE().MatchString(l.text) {
				cur.noCond = true
				continue
			}
			cur.cond = append(cur.cond, l)
		case "then", "else":
			if noActRE().MatchString(l.text) {
				continue
			}
			if cur.folder != nil && folderAllow().MatchString(l.text) {
				continue
			}
			if state == "then" {
				cur.then = append(cur.then, l)
			} else {
				cur.els = append(cur.els, l)
			}
		case "after", "comment":
			cur.comment = append(cur.comment, l)
			state = "comment"
		case "header":
			if cur.folder != nil && folderHint().MatchString(l.text) {
				continue
			}
			errs.Add(l.pos(file), "unexpected %q after the header line (expected If)", strings.TrimSpace(l.text))
		default:
			errs.Add(l.pos(file), "unexpected %q (expected a program header such as \"Name - [ID 0001][Parent 0001]\", or If)", strings.TrimSpace(l.text))
		}
	}
	finish()
	return out
}
