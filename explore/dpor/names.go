package dpor

// Names interns strings as dense ids 0, 1, 2, ... in first-use order, so a
// caller can name locations ("var:x", "dev:Light.state", "inv:I") and event
// labels by strings while the engine works with small integers. For event
// labels the first-use order becomes the round-robin order, so intern labels
// in a stable order (e.g. the program's rule order) before exploring.
// The zero value is ready to use; a Names is not safe for concurrent use.
type Names struct {
	ids   map[string]int
	names []string
}

// ID returns the id of name, assigning the next free id on first use.
func (n *Names) ID(name string) int {
	if id, ok := n.ids[name]; ok {
		return id
	}
	if n.ids == nil {
		n.ids = map[string]int{}
	}
	id := len(n.names)
	n.ids[name] = id
	n.names = append(n.names, name)
	return id
}

// Lookup returns the id of name and whether it has one, without assigning.
func (n *Names) Lookup(name string) (int, bool) {
	id, ok := n.ids[name]
	return id, ok
}

// Name returns the string of id, for reports; it panics on unknown ids.
func (n *Names) Name(id int) string { return n.names[id] }

// Len returns the number of interned names.
func (n *Names) Len() int { return len(n.names) }
