# DeLorean build. `make test` needs only Go; `make generate` also needs Node (npx).
GO        ?= go
ANTLR_NG  ?= npx --yes antlr-ng@1.0.10
PKGS      := ./...

.PHONY: all build test test-long generate bench lint fmt vet clean

all: build

build:
	$(GO) build -o bin/delorean ./cmd/delorean

test: vet
	$(GO) test -count=1 -timeout 9m $(PKGS)

# Longer oracle and fuzz runs, kept out of `make test`.
test-long:
	DELOREAN_LONG=1 $(GO) test -count=1 -timeout 120m $(PKGS)

# Regenerate the ANTLR parsers from their grammars (needs Node for antlr-ng).
generate:
	cd ta && rm -rf parser && $(ANTLR_NG) -Dlanguage=Go -p parser -o parser TA.g4
	rm -f ta/parser/*.interp ta/parser/*.tokens
	$(GO) run ./internal/antlrfix ta/parser/*.go
	gofmt -w ta/parser

bench:
	$(GO) test -run '^$$' -bench . -benchmem $(PKGS)

lint: vet
	@out=$$(gofmt -l $$(git ls-files '*.go' | grep -v '/parser/')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet $(PKGS)

clean:
	rm -rf bin
