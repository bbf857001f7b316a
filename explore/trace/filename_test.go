package trace

import (
	"strings"
	"testing"
)

// Trace files' names: numbered, visible, of any script, bounded; two
// names that differ only in punctuation, case or script get two files.
func TestFileName(t *testing.T) {
	for _, tc := range []struct {
		n, count int
		name     string
		want     string
	}{
		{1, 4, "light on", "01-light-on.trace.yaml"},
		{2, 4, "light-on", "02-light-on.trace.yaml"},
		{3, 4, "日本語", "03-日本語.trace.yaml"},
		{4, 4, "中文", "04-中文.trace.yaml"},
		{1, 1, "...", "01-finding.trace.yaml"},
		{1, 1, ".hidden", "01-hidden.trace.yaml"},
		{7, 120, "Light On!", "007-Light-On.trace.yaml"},
		{1, 1, "a/../../b", "01-a-b.trace.yaml"},
		{1, 1, "x\x1b[2Jy", "01-x-2Jy.trace.yaml"},
		{1, 1, "हिन्दी", "01-हिन्दी.trace.yaml"}, // the vowel signs are marks, kept
	} {
		if got := FileName(tc.n, tc.count, tc.name); got != tc.want {
			t.Errorf("FileName(%d, %d, %q) = %q, want %q", tc.n, tc.count, tc.name, got, tc.want)
		}
	}
	long := FileName(1, 1, strings.Repeat("ab ", 500))
	if len(long) > 255 || !strings.HasPrefix(long, "01-ab-ab") {
		t.Errorf("a long name gives %q (%d bytes)", long, len(long))
	}
}
