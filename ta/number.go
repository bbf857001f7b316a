package ta

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"
)

// ClassText is class k of the number in words: its constant ("70") for an
// odd k, else the range between its neighbours ("60..70", "below 60",
// "above 70"; "any" when there are no constants). ParseClassText reads it
// back.
func (n *Number) ClassText(k int64) string {
	c := n.Consts
	m := int64(len(c))
	switch {
	case k < 0 || k > 2*m:
		return ""
	case k%2 == 1:
		return c[k/2]
	case m == 0:
		return "any"
	case k == 0:
		return "below " + c[0]
	case k == 2*m:
		return "above " + c[m-1]
	}
	return c[k/2-1] + ".." + c[k/2]
}

// RangeText says in words that the number called name is in one of the
// classes lo..hi: "sensor.lux = below 50" for one class, else bounds
// ("sensor.lux >= 50", "60 < sensor.lux <= 70").
func (n *Number) RangeText(name string, lo, hi int64) string {
	c, m := n.Consts, int64(len(n.Consts))
	if lo == hi || lo < 0 || hi > 2*m || lo > hi {
		return name + " = " + n.ClassText(lo)
	}
	var above, below string // the bounds, as `c <` and `< c`
	switch {
	case lo == 0:
	case lo%2 == 1:
		above = c[lo/2] + " <= "
	default:
		above = c[lo/2-1] + " < "
	}
	switch {
	case hi == 2*m:
	case hi%2 == 1:
		below = " <= " + c[hi/2]
	default:
		below = " < " + c[hi/2]
	}
	switch {
	case above == "" && below == "":
		return name + " = any"
	case below == "":
		// Only a lower bound: said from the number's side.
		b := strings.Fields(above)
		op := map[string]string{"<=": ">=", "<": ">"}[b[1]]
		return name + " " + op + " " + b[0]
	}
	return above + name + below
}

// ClassOf is the class of the number x (see Number), and whether x is one
// of the constants. It needs constants that Valid accepts.
func (n *Number) ClassOf(x *big.Rat) (k int64, exact bool) {
	for j, s := range n.Consts {
		c, _ := ParseDecimal(s)
		switch x.Cmp(c) {
		case 1:
			k = int64(2*j + 2)
		case 0:
			return int64(2*j + 1), true
		}
	}
	return k, false
}

// Valid says why the constants are not decimals in increasing order (a
// front end's infinity, say), or "" when they are: the classes then mean
// what Number says.
func (n *Number) Valid() string {
	var last *big.Rat
	for _, s := range n.Consts {
		c, ok := ParseDecimal(s)
		if !ok {
			return fmt.Sprintf("its constant %s is not a number with digits", s)
		}
		if last != nil && last.Cmp(c) >= 0 {
			return fmt.Sprintf("its constants are not in increasing order (%s)", strings.Join(n.Consts, ", "))
		}
		last = c
	}
	return ""
}

// ParseClassText reads a class in words as ClassText writes it, or a
// number, which stands for its own class. It reports false for a text
// that is neither.
func (n *Number) ParseClassText(s string) (int64, bool) {
	s = strings.TrimSpace(s)
	if x, ok := ParseDecimal(s); ok {
		k, _ := n.ClassOf(x)
		return k, true
	}
	for k := int64(0); k <= 2*int64(len(n.Consts)); k++ {
		if n.ClassText(k) == s {
			return k, true
		}
	}
	return 0, false
}

// decimal is a number as a person or strconv.FormatFloat writes it: an
// optional sign, digits with an optional fraction, an optional exponent.
var decimal = regexp.MustCompile(`^[+-]?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$`)

// ParseDecimal reads a decimal number exactly ("70", "-2.5", "1e+21"),
// refusing fractions, hexadecimal and the other forms big.Rat reads, and
// exponents too large to hold.
func ParseDecimal(s string) (*big.Rat, bool) {
	if !decimal.MatchString(s) {
		return nil, false
	}
	if i := strings.IndexAny(s, "eE"); i >= 0 && len(strings.TrimLeft(s[i+1:], "+-0")) > 4 {
		return nil, false // 1e100000: more digits than anything compares with
	}
	x, ok := new(big.Rat).SetString(s)
	return x, ok
}

// ClassConsts are the constants a class text names ("60..70": 60 and 70;
// "below 60": 60; "any": none), as ClassText writes them; false for a text
// that is not one.
func ClassConsts(s string) ([]string, bool) {
	s = strings.TrimSpace(s)
	if s == "any" {
		return nil, true
	}
	for _, pre := range []string{"below ", "above "} {
		if rest, ok := strings.CutPrefix(s, pre); ok {
			if _, ok := ParseDecimal(rest); ok {
				return []string{rest}, true
			}
			return nil, false
		}
	}
	if lo, hi, ok := strings.Cut(s, ".."); ok {
		_, ok1 := ParseDecimal(lo)
		_, ok2 := ParseDecimal(hi)
		if ok1 && ok2 {
			return []string{lo, hi}, true
		}
		return nil, false
	}
	if _, ok := ParseDecimal(s); ok {
		return []string{s}, true
	}
	return nil, false
}
