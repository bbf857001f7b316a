package ta

import (
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// Durations and times of day are shared by every front end: they are
// parsed and printed here, in one place.

// SecondsPerDay is the length of a day; the time of day is measured in
// seconds since midnight, in [0, SecondsPerDay).
const SecondsPerDay = 86400

// MaxSeconds bounds durations and offsets so that later arithmetic on
// them (sums, scaling to the clock unit) cannot overflow int64.
const MaxSeconds = 1 << 40

// ParseDuration reads a compact duration such as 5m, 1h30m, 20s or 2d into
// whole seconds. A bare integer is a number of seconds.
func ParseDuration(s string) (int64, error) {
	if s == "" {
		return 0, fmt.Errorf("empty duration")
	}
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		if n < 0 || n > MaxSeconds {
			return 0, fmt.Errorf("duration %s out of range", s)
		}
		return n, nil
	} else if errors.Is(err, strconv.ErrRange) {
		// Seconds, and more of them than an int64 holds.
		return 0, fmt.Errorf("duration %s out of range", s)
	}
	var total int64
	rest := s
	for rest != "" {
		i := 0
		for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		if i == 0 || i == len(rest) {
			return 0, fmt.Errorf("malformed duration %q (expected a number and a unit d, h, m or s, e.g. 1h30m)", s)
		}
		if i > 12 {
			return 0, fmt.Errorf("duration %s out of range", s)
		}
		n, _ := strconv.ParseInt(rest[:i], 10, 64)
		var unit int64
		switch rest[i] {
		case 'd':
			unit = SecondsPerDay
		case 'h':
			unit = 3600
		case 'm':
			unit = 60
		case 's':
			unit = 1
		default:
			return 0, fmt.Errorf("malformed duration %q: unknown unit %q (expected d, h, m or s)", s, rest[i])
		}
		total += n * unit
		if total > MaxSeconds {
			return 0, fmt.Errorf("duration %s out of range", s)
		}
		rest = rest[i+1:]
	}
	return total, nil
}

// FormatDuration prints seconds in the compact form ParseDuration reads
// (1h30m, 5m, 0s). Negative durations get a leading minus sign.
func FormatDuration(sec int64) string {
	if sec == 0 {
		return "0s"
	}
	var b strings.Builder
	if sec < 0 {
		b.WriteByte('-')
		sec = -sec
	}
	for _, u := range []struct {
		n    int64
		name byte
	}{{SecondsPerDay, 'd'}, {3600, 'h'}, {60, 'm'}, {1, 's'}} {
		if sec >= u.n {
			fmt.Fprintf(&b, "%d%c", sec/u.n, u.name)
			sec %= u.n
		}
	}
	return b.String()
}

// ParseClockTime reads a time of day: 18:00, 6:05:30, 6:00:00PM, 8:00 AM,
// 12:00:00AM (midnight). It returns seconds since midnight.
func ParseClockTime(s string) (int64, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	ampm := ""
	if strings.HasSuffix(t, "AM") || strings.HasSuffix(t, "PM") {
		ampm = t[len(t)-2:]
		t = strings.TrimSpace(t[:len(t)-2])
	}
	parts := strings.Split(t, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, fmt.Errorf("malformed time of day %q (expected HH:MM or HH:MM:SS)", s)
	}
	var v [3]int64
	for i, p := range parts {
		if p == "" || len(p) > 2 {
			return 0, fmt.Errorf("malformed time of day %q (expected HH:MM or HH:MM:SS)", s)
		}
		n, err := strconv.ParseInt(p, 10, 64)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("malformed time of day %q (expected HH:MM or HH:MM:SS)", s)
		}
		v[i] = n
	}
	h, m, sec := v[0], v[1], v[2]
	if m > 59 || sec > 59 {
		return 0, fmt.Errorf("time of day %q: minutes and seconds must be below 60", s)
	}
	switch ampm {
	case "":
		if h > 23 {
			return 0, fmt.Errorf("time of day %q: hour must be below 24", s)
		}
	default:
		if h < 1 || h > 12 {
			return 0, fmt.Errorf("time of day %q: hour must be 1..12 with AM/PM", s)
		}
		h %= 12
		if ampm == "PM" {
			h += 12
		}
	}
	return h*3600 + m*60 + sec, nil
}

// FormatClockTime prints seconds since midnight as HH:MM, or HH:MM:SS when
// the seconds are not zero. Values outside one day are reduced modulo a day.
func FormatClockTime(sec int64) string {
	sec = ((sec % SecondsPerDay) + SecondsPerDay) % SecondsPerDay
	h, m, s := sec/3600, sec/60%60, sec%60
	if s == 0 {
		return fmt.Sprintf("%02d:%02d", h, m)
	}
	return fmt.Sprintf("%02d:%02d:%02d", h, m, s)
}

// FormatTimeOfDay prints an exact time of day (seconds since midnight, a
// rational) as HH:MM:SS with as many decimals as the value needs, e.g.
// 21:04:50.5. Values outside one day are reduced modulo a day; a value
// whose fraction has no finite decimal form is printed with a fraction.
func FormatTimeOfDay(sec *big.Rat) string {
	day := big.NewRat(SecondsPerDay, 1)
	v := new(big.Rat).Set(sec)
	// Reduce modulo a day.
	q := new(big.Int).Quo(v.Num(), new(big.Int).Mul(v.Denom(), big.NewInt(SecondsPerDay)))
	if v.Sign() < 0 {
		q.Sub(q, big.NewInt(1))
	}
	v.Sub(v, new(big.Rat).Mul(new(big.Rat).SetInt(q), day))
	whole := new(big.Int).Quo(v.Num(), v.Denom())
	frac := new(big.Rat).Sub(v, new(big.Rat).SetInt(whole))
	w := whole.Int64()
	base := fmt.Sprintf("%02d:%02d:%02d", w/3600, w/60%60, w%60)
	if frac.Sign() == 0 {
		return base
	}
	return base + fracSuffix(frac)
}

// FormatSeconds prints an exact number of seconds, e.g. 290.5 or 1/3.
func FormatSeconds(sec *big.Rat) string {
	if sec.IsInt() {
		return sec.Num().String()
	}
	neg := sec.Sign() < 0
	v := new(big.Rat).Abs(sec)
	whole := new(big.Int).Quo(v.Num(), v.Denom())
	frac := new(big.Rat).Sub(v, new(big.Rat).SetInt(whole))
	s := whole.String() + fracSuffix(frac)
	if neg {
		s = "-" + s
	}
	return s
}

// fracSuffix prints a fraction in [0, 1) as ".5" when it has a finite
// decimal expansion and as "+1/3" otherwise.
func fracSuffix(frac *big.Rat) string {
	d := new(big.Int).Set(frac.Denom())
	digits := 0
	two, five, zero := big.NewInt(2), big.NewInt(5), big.NewInt(0)
	m := new(big.Int)
	for _, p := range []*big.Int{two, five} {
		for m.Mod(d, p).Cmp(zero) == 0 {
			d.Quo(d, p)
		}
	}
	if d.Cmp(big.NewInt(1)) != 0 {
		return "+" + frac.String()
	}
	// Finite decimal: find the number of digits.
	scaled := new(big.Rat).Set(frac)
	ten := big.NewRat(10, 1)
	for !scaled.IsInt() {
		scaled.Mul(scaled, ten)
		digits++
	}
	s := scaled.Num().String()
	for len(s) < digits {
		s = "0" + s
	}
	return "." + s
}

// ParseSeconds reads an exact number of seconds written as a decimal
// (290.5) or a fraction (581/2); it is the inverse of FormatSeconds.
func ParseSeconds(s string) (*big.Rat, error) {
	s = strings.TrimSpace(s)
	if i := strings.Index(s, "+"); i > 0 {
		// whole+num/den, as FormatSeconds writes non-decimal fractions.
		a, err := ParseSeconds(s[:i])
		if err != nil {
			return nil, err
		}
		b, err := ParseSeconds(s[i+1:])
		if err != nil {
			return nil, err
		}
		return a.Add(a, b), nil
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok || strings.ContainsAny(s, "eE") {
		return nil, fmt.Errorf("malformed number of seconds %q", s)
	}
	return r, nil
}

// ParseTimeOfDay reads HH:MM[:SS[.frac]] into exact seconds since midnight;
// it is the inverse of FormatTimeOfDay.
func ParseTimeOfDay(s string) (*big.Rat, error) {
	s = strings.TrimSpace(s)
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return nil, fmt.Errorf("malformed time of day %q (expected HH:MM:SS)", s)
	}
	h, err1 := strconv.ParseInt(parts[0], 10, 64)
	m, err2 := strconv.ParseInt(parts[1], 10, 64)
	if err1 != nil || err2 != nil || h < 0 || h > 23 || m < 0 || m > 59 {
		return nil, fmt.Errorf("malformed time of day %q (expected HH:MM:SS)", s)
	}
	total := big.NewRat(h*3600+m*60, 1)
	if len(parts) == 3 {
		sec, err := ParseSeconds(parts[2])
		if err != nil || sec.Sign() < 0 || sec.Cmp(big.NewRat(60, 1)) >= 0 {
			return nil, fmt.Errorf("malformed time of day %q (expected HH:MM:SS)", s)
		}
		total.Add(total, sec)
	}
	return total, nil
}

// SecondsRat is n seconds as an exact rational.
func SecondsRat(n int64) *big.Rat { return big.NewRat(n, 1) }

// FormatUTCOffset prints an offset from UTC (seconds) as ISO 8601 does:
// +02:00, -05:00, +05:45; seconds, when there are any, as +00:19:32.
func FormatUTCOffset(sec int64) string {
	sign := "+"
	if sec < 0 {
		sign, sec = "-", -sec
	}
	if sec%60 != 0 {
		return fmt.Sprintf("%s%02d:%02d:%02d", sign, sec/3600, sec/60%60, sec%60)
	}
	return fmt.Sprintf("%s%02d:%02d", sign, sec/3600, sec/60%60)
}
