package syntax

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/ta"
	"gopkg.in/yaml.v3"
)

// MaxInputBytes is the largest input file ReadFile reads and the largest
// text CheckLimits lets a parser see. Its default is MaxSourceBytes; the
// environment variable DELOREAN_MAX_INPUT (bytes, or with a suffix K, M
// or G for KiB, MiB, GiB) sets it at start-up, and a command may set it
// from a flag. docs/frontends.md (Input limits) documents it.
var MaxInputBytes int64 = maxInputFromEnv(os.Getenv("DELOREAN_MAX_INPUT"))

// maxInputFromEnv is MaxSourceBytes unless s is a positive size.
func maxInputFromEnv(s string) int64 {
	n, ok := ParseSize(s)
	if !ok {
		return MaxSourceBytes
	}
	return n
}

// ParseSize reads a positive size in bytes, with an optional suffix K, M
// or G (KiB, MiB, GiB; a trailing B or iB is allowed: 64MB, 64MiB).
func ParseSize(s string) (int64, bool) {
	s = strings.TrimSpace(strings.ToUpper(s))
	s = strings.TrimSuffix(strings.TrimSuffix(s, "B"), "I")
	shift := 0
	switch {
	case strings.HasSuffix(s, "K"):
		shift = 10
	case strings.HasSuffix(s, "M"):
		shift = 20
	case strings.HasSuffix(s, "G"):
		shift = 30
	}
	if shift > 0 {
		s = s[:len(s)-1]
	}
	n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil || n <= 0 || n > (1<<62)>>shift {
		return 0, false
	}
	return n << shift, true
}

// ReadFile reads an input file, refusing what is not a regular file (a
// device such as /dev/zero would be read without end, a FIFO would block
// until something writes to it) and what is larger than MaxInputBytes,
// with a positioned message that says why. Every reader of the user's
// files reads through it; other errors are os.ReadFile's.
func ReadFile(path string) ([]byte, error) {
	// Stat before opening: opening a FIFO for reading blocks.
	st, err := os.Stat(path)
	if err != nil {
		// os.ReadFile's error (open ...: no such file), which callers
		// and their messages know.
		f, oerr := os.Open(path)
		if oerr != nil {
			return nil, oerr
		}
		f.Close()
		return nil, err
	}
	if err := regular(path, st); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := regular(path, st); err != nil {
		return nil, err
	}
	if st.Size() > MaxInputBytes {
		return nil, tooLarge(path, st.Size())
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxInputBytes+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > MaxInputBytes {
		return nil, tooLarge(path, int64(len(data)))
	}
	return data, nil
}

func regular(path string, st os.FileInfo) error {
	m := st.Mode()
	if m.IsRegular() {
		return nil
	}
	what := "not a regular file"
	switch {
	case m.IsDir():
		what = "a directory"
	case m&os.ModeNamedPipe != 0:
		what = "a FIFO (named pipe)"
	case m&os.ModeSocket != 0:
		what = "a socket"
	case m&os.ModeDevice != 0:
		what = "a device"
	}
	return &ta.Error{Pos: ta.Pos{File: path, Line: 1, Col: 1}, Msg: what + ", not a regular file: DeLorean reads its input from regular files only"}
}

func tooLarge(path string, n int64) error {
	return &ta.Error{Pos: ta.Pos{File: path, Line: 1, Col: 1}, Msg: fmt.Sprintf("the file is %d bytes, over the input limit of %d bytes (set DELOREAN_MAX_INPUT to raise it)", n, MaxInputBytes)}
}

// MaxYAMLAliasNodes bounds how many nodes YAML aliases may add to a
// document when expanded. yaml.v3 bounds aliasing when it decodes into Go
// values, but readers that walk the node tree follow each alias to its
// anchor every time, so a few hundred bytes of nested aliases (billion
// laughs) would expand to billions of nodes.
const MaxYAMLAliasNodes = 1_000_000

// DecodeYAML reads data, file's contents, as one YAML document: its
// document node, or the zero node for a text with no document. A second
// document (after ---) is an error at its start, as is a document whose
// aliases expand to more than MaxYAMLAliasNodes nodes, at the alias that
// goes past the bound; both are *ta.Error, which YAMLError passes on.
// Other errors are yaml.v3's, for YAMLError.
func DecodeYAML(file string, data []byte) (yaml.Node, error) {
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return yaml.Node{}, nil
		}
		return yaml.Node{}, err
	}
	var next yaml.Node
	switch err := dec.Decode(&next); {
	case errors.Is(err, io.EOF):
	case err != nil:
		return yaml.Node{}, err
	default:
		return yaml.Node{}, &ta.Error{Pos: secondDocument(file, data, &next), Msg: "a second YAML document starts here: the file must hold one document (remove the --- line or merge the documents)"}
	}
	if err := checkAliases(file, &doc); err != nil {
		return yaml.Node{}, err
	}
	return doc, nil
}

// secondDocument is where the document next starts: its --- line, the
// last one at or above its first node.
func secondDocument(file string, data []byte, next *yaml.Node) ta.Pos {
	line := next.Line
	if len(next.Content) > 0 && next.Content[0].Line > 0 {
		line = next.Content[0].Line
	}
	lines := strings.Split(string(data), "\n")
	if line <= 0 || line > len(lines) {
		line = len(lines)
	}
	for l := line; l >= 1; l-- {
		if strings.HasPrefix(lines[l-1], "---") {
			return ta.Pos{File: file, Line: l, Col: 1}
		}
	}
	return ta.Pos{File: file, Line: line, Col: 1}
}

// checkAliases counts the nodes the document's aliases add when expanded,
// in document order, the size of each anchored node computed once.
func checkAliases(file string, doc *yaml.Node) error {
	size := map[*yaml.Node]int64{}
	const busy = -1
	var sizeOf func(n *yaml.Node) int64
	sizeOf = func(n *yaml.Node) int64 {
		if n.Kind == yaml.AliasNode && n.Alias != nil {
			n = n.Alias
		}
		if s, ok := size[n]; ok {
			if s == busy {
				return MaxYAMLAliasNodes + 1 // an anchor inside itself
			}
			return s
		}
		size[n] = busy
		s := int64(1)
		for _, c := range n.Content {
			s += sizeOf(c)
			if s > MaxYAMLAliasNodes {
				s = MaxYAMLAliasNodes + 1
			}
		}
		size[n] = s
		return s
	}
	var added int64
	var walk func(n *yaml.Node) error
	walk = func(n *yaml.Node) error {
		if n.Kind == yaml.AliasNode {
			if n.Alias == nil {
				return nil
			}
			if added += sizeOf(n.Alias); added > MaxYAMLAliasNodes {
				return &ta.Error{Pos: ta.Pos{File: file, Line: n.Line, Col: n.Column}, Msg: fmt.Sprintf("YAML aliases expand to more than %d nodes by this one (*%s): an alias bomb", MaxYAMLAliasNodes, n.Value)}
			}
			return nil
		}
		for _, c := range n.Content {
			if err := walk(c); err != nil {
				return err
			}
		}
		return nil
	}
	return walk(doc)
}
