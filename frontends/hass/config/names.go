package config

import "strings"

// DomainOf is the domain of an entity id: "light" of "light.porch".
func DomainOf(id string) string {
	d, _, _ := strings.Cut(id, ".")
	return d
}

// Slug is Home Assistant's entity id of a name (ASCII letters and digits,
// the rest underscores).
func Slug(s string) string {
	var b strings.Builder
	under := false
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
			under = false
		} else if !under && b.Len() > 0 {
			b.WriteByte('_')
			under = true
		}
	}
	return strings.TrimSuffix(b.String(), "_")
}

// SetPoint is the entity that stands for a climate entity's target
// temperature (the attribute set_temperature sets).
func SetPoint(id string) string { return id + ".temperature" }
