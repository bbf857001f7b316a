module github.com/delorean-mc/delorean

go 1.24.0

require (
	github.com/antlr4-go/antlr/v4 v4.13.1
	github.com/spf13/cobra v1.10.2
	gonum.org/v1/gonum v0.17.0
	gopkg.in/yaml.v3 v3.0.1
)

require (
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/spf13/pflag v1.0.9 // indirect
	golang.org/x/exp v0.0.0-20240506185415-9bf2ced13842 // indirect
)
