package elk

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// FuzzParse: no input makes the parser, the lowering or the IR checker
// panic, and every error has a position.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("../../programs/elk/*.elk")
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(b)
		}
	}
	for _, s := range []string{
		"WHENEVER F4 KEY ON ANY KEYPAD IS ACTIVATED THEN TOGGLE Lamp [3 (A3)]",
		"1. WHENEVER Main (Area 1) ARM STATE BECOMES ARMED AND Main (Area 1) IS ARMED STAY MODE THEN ARM Main (Area 1) TO NIGHT INSTANT",
		"WHENEVER 15 MINS BEFORE SUNRISE AND THE DAY(S) OF THE WEEK IS/ARE S-----S THEN SET Up (Thermostat 1) COOL SETPOINT TO 78",
		"WHENEVER ENTRY DELAY BEGINS THEN SET Hall [2] TO 30% BRIGHT, FADE RATE = 1 FOR 2 MINS, RESTART TIMER IF RUNNING",
		"WHENEVER Tank (Zn 9) BECOMES VIOLATED AND Tank (Zn 9) IS GREATER THAN OR EQUAL TO ANALOG VALUE 3.3 V THEN BYPASS Tank (Zn 9) THEN LOCK Door (Lock 2)",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := Parse("f.elk", src)
		if err == nil {
			var p *ta.Program
			if p, err = Lower(file, "f.elk"); err == nil {
				err = ta.Check(p)
			}
		}
		if err != nil {
			list, ok := err.(ta.ErrorList)
			if !ok {
				t.Fatalf("error without a position: %v", err)
			}
			for _, e := range list {
				if !strings.HasPrefix(e.Pos.String(), "f.elk") {
					t.Fatalf("error without the file: %v", e)
				}
			}
		}
	})
}

// BenchmarkParseLower parses and lowers a listing of 1,000 rules over
// 200 zones, 200 outputs and 64 counters.
func BenchmarkParseLower(b *testing.B) {
	var sb strings.Builder
	for i := 0; i < 1000; i++ {
		z, o, c := i%200+1, (i*7)%200+1, i%64+1
		switch i % 4 {
		case 0:
			fmt.Fprintf(&sb, "%d. WHENEVER Door %d (Zn %d) BECOMES NOT SECURE\n  AND IT IS DARK OUTSIDE\n  THEN TURN Light %d (Out %d) ON FOR 5 MINS\n", i+1, z, z, o, o)
		case 1:
			fmt.Fprintf(&sb, "%d. WHENEVER Light %d (Out %d) STATE IS TURNED OFF\n  AND Door %d (Zn %d) IS SECURE\n  THEN ADD 1 TO Count %d (Counter %d)\n", i+1, o, o, z, z, c, c)
		case 2:
			fmt.Fprintf(&sb, "%d. WHENEVER Count %d (Counter %d) CHANGES TO 3\n  THEN SET Count %d (Counter %d) TO 0\n  THEN ANNOUNCE THREE (vm %d)\n", i+1, c, c, c, c, i)
		default:
			fmt.Fprintf(&sb, "%d. WHENEVER EVERY %d MINUTES\n  AND Count %d (Counter %d) IS GREATER THAN 1\n  THEN TURN Light %d (Out %d) OFF\n", i+1, i%30+1, c, c, o, o)
		}
	}
	text := []byte(sb.String())
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f, err := Parse("big.elk", text)
		if err != nil {
			b.Fatal(err)
		}
		p, err := Lower(f, "big.elk")
		if err != nil {
			b.Fatal(err)
		}
		if err := ta.Check(p); err != nil {
			b.Fatal(err)
		}
	}
}
