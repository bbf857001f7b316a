package main

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/delorean-mc/delorean/explore/render"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// writeJSON prints a result as indented JSON on standard output.
func writeJSON(cmd *cobra.Command, v any) error {
	enc := json.NewEncoder(cmd.OutOrStdout())
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// wrote says on standard error what a command wrote besides its output,
// so that a file written by a flag is not a silent side effect; --quiet
// keeps it still.
func wrote(cmd *cobra.Command, format string, args ...any) {
	if !quietFlag(cmd) {
		fmt.Fprintln(cmd.ErrOrStderr(), "delorean:", printable(fmt.Sprintf(format, args...)))
	}
}

// htmlOptions are the HTML pages' options: the command line that made
// them and the version.
func htmlOptions(cmd *cobra.Command, args []string) render.HTMLOptions {
	return render.HTMLOptions{Command: commandLine(cmd, args), Version: version()}
}

// commandLine rebuilds the command line from the command, its arguments
// and the flags that were set.
func commandLine(cmd *cobra.Command, args []string) string {
	parts := []string{cmd.CommandPath()}
	parts = append(parts, args...)
	cmd.Flags().Visit(func(f *pflag.Flag) {
		if f.Value.Type() == "bool" {
			parts = append(parts, "--"+f.Name)
			return
		}
		v := f.Value.String()
		if v == "" || strings.ContainsAny(v, " \t'\"") {
			v = fmt.Sprintf("%q", v)
		}
		parts = append(parts, "--"+f.Name, v)
	})
	return strings.Join(parts, " ")
}

// programFiles completes a PROGRAM argument with the files DeLorean reads.
func programFiles(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	return []string{"ta", "isy", "txt", "elk", "tck"}, cobra.ShellCompDirectiveFilterFileExt
}

// emitJSON prints a result as JSON after turning its nil lists into empty
// ones, so that every list in the documented schemas is an array, never
// null.
func emitJSON(cmd *cobra.Command, v any) error {
	fillNilSlices(reflect.ValueOf(v))
	return writeJSON(cmd, v)
}

func fillNilSlices(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			fillNilSlices(v.Elem())
		}
	case reflect.Struct:
		t := v.Type()
		for i := 0; i < v.NumField(); i++ {
			if t.Field(i).IsExported() {
				fillNilSlices(v.Field(i))
			}
		}
	case reflect.Slice:
		if v.IsNil() {
			if v.CanSet() {
				v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			}
			return
		}
		for i := 0; i < v.Len(); i++ {
			fillNilSlices(v.Index(i))
		}
	case reflect.Map:
		iter := v.MapRange()
		for iter.Next() {
			// Map values are not addressable: fill a copy and store it.
			val := reflect.New(iter.Value().Type()).Elem()
			val.Set(iter.Value())
			fillNilSlices(val)
			v.SetMapIndex(iter.Key(), val)
		}
	}
}
