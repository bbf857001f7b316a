# DeLorean build. `make test` needs only Go; `make generate` also needs Node (npx).
GO        ?= go
ANTLR_NG  ?= npx --yes antlr-ng@1.0.10
# Every package but the fleet's (fleet, cmd/delorean-fleet), which import
# Apache Beam: compiling Beam takes minutes, so `make test` and `make
# build` leave them to `make test-fleet` and `make build-fleet` (-find
# lists the packages without loading their imports).
FLEET_PKGS := ./fleet/... ./cmd/delorean-fleet
PKGS      := $(shell $(GO) list -find ./... | grep -v -e '/fleet$$' -e '/fleet/' -e '/cmd/delorean-fleet$$')

.PHONY: all build build-fleet test-fleet bench-fleet test test-long test-browser fuzz fuzz-long generate bench bench-engines bench-compare lint fmt vet clean

# Fuzz targets (package:target:executions). `make test` runs their seed
# corpora (testdata/fuzz/ and f.Add) as ordinary tests; `make fuzz` runs
# each target for its number of executions (a few seconds each, but each
# first compiles its package with coverage instrumentation: two minutes on
# a cold cache, too much for `make test`'s five), not for a duration: Go 1.26's fuzz coordinator can fail a duration-based -fuzztime
# run at its end with "context deadline exceeded" and no finding
# (golang/go#75804, fixed in Go 1.27), which would make `make test` flaky.
# `make test-long` fuzzes each for FUZZ_LONG_TIME through .ci/fuzz-long,
# which tells that flake (retried once) from a real finding (an input
# saved under the package's testdata/fuzz/). Shrinking each new input
# may take 60 s by default, during which nothing is executed: both bound it.
FUZZ_TARGETS := ./ta/syntax:FuzzParse:10000x ./ta/interp:FuzzCompiled:3000x ./frontends/tck:FuzzParse:5000x \
	./frontends/isy:FuzzParse:10000x ./frontends/elk:FuzzParse:10000x ./explore/spec:FuzzProperties:10000x \
	./explore/spec:FuzzInit:10000x ./sdn:FuzzParseScenario:10000x \
	./frontends/hass:FuzzTemplate:10000x ./frontends/hass:FuzzLower:5000x \
	./frontends/isy:FuzzParseNodes:5000x ./explore:FuzzTraceFile:3000x ./zones:FuzzDBM:5000x \
	./ta/environment:FuzzEnvironment:10000x ./cmd/delorean:FuzzCalendarFlags:5000x ./frontends:FuzzHomeAssistantDirectory:2000x
FUZZ_LONG_TIME ?= 10m

all: build

build:
	$(GO) build -o bin/delorean ./cmd/delorean

# delorean fleet's pipeline (docs/fleet.md): a binary of its own, beside
# bin/delorean, which it runs for each job. The first build compiles
# Apache Beam (minutes).
build-fleet: build
	$(GO) build -o bin/delorean-fleet ./cmd/delorean-fleet

# The fleet's tests: the pipeline on Prism in-process and on a separate
# Prism job server, against delorean explore (DELOREAN_LONG=1: the whole
# corpus).
test-fleet:
	$(GO) vet $(FLEET_PKGS)
	$(GO) test -count=1 -timeout 60m $(FLEET_PKGS)

# The fleet's speed (docs/fleet.md, Measured): the shared corpus × 7 dates
# as a sequential loop of delorean explore and through the fleet with 1
# and 2 workers, side by side in one run (wall, CPU, speedup, overhead),
# then tiny jobs for the pipeline's cost per job. Minutes; the wall times
# depend on the machine's other load (logged), the CPU times much less.
bench-fleet:
	DELOREAN_FLEET_SPEED=$${DELOREAN_FLEET_SPEED:-1} $(GO) test -count=1 -run '^TestSpeed$$' -v -timeout 90m ./fleet

test: vet
	$(GO) test -count=1 -timeout 9m $(PKGS)

fuzz:
	@for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; rest=$${t#*:}; name=$${rest%%:*}; n=$${rest#*:}; \
		echo "fuzz $$pkg $$name, $${n%x} executions"; \
		$(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $$n -fuzzminimizetime 200x $$pkg >/tmp/delorean-fuzz.log 2>&1 || { cat /tmp/delorean-fuzz.log; exit 1; }; \
		grep -q '^fuzz: elapsed' /tmp/delorean-fuzz.log || { echo "$$pkg has no fuzz test $$name: nothing was fuzzed"; exit 1; }; \
	done

# Each target for FUZZ_LONG_TIME (see FUZZ_TARGETS).
fuzz-long:
	GO=$(GO) .ci/fuzz-long $(FUZZ_LONG_TIME) $(FUZZ_TARGETS)

# Longer oracle and fuzz runs, and the browser test, kept out of `make test`.
test-long:
	DELOREAN_LONG=1 $(GO) test -count=1 -timeout 120m $(PKGS)
	DELOREAN_LONG=1 $(MAKE) --no-print-directory test-fleet
	$(MAKE) --no-print-directory fuzz
	$(MAKE) --no-print-directory fuzz-long
	$(MAKE) --no-print-directory test-browser

# The HTML reports in headless Chromium (Debian: apt-get install -y chromium);
# fails when no browser can be started. DELOREAN_BROWSER_OUT=DIR keeps the
# pages and screenshots.
test-browser:
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || \
		{ echo "installing chromium (Debian)"; apt-get update -qq && apt-get install -y -qq chromium; }
	$(GO) test -count=1 -tags browser -run '^TestBrowser' -v ./cmd/delorean

# Regenerate the ANTLR parsers from their grammars (needs Node for antlr-ng).
GRAMMARS := ta/TA.g4 frontends/tck/TCK.g4 frontends/isy/ISY.g4 frontends/elk/ELK.g4 frontends/hass/template/Template.g4

generate:
	@for g in $(GRAMMARS); do \
		d=$$(dirname $$g); \
		echo "antlr-ng $$g"; \
		(cd $$d && rm -rf parser && $(ANTLR_NG) -Dlanguage=Go -p parser -o parser $$(basename $$g)) || exit 1; \
		rm -f $$d/parser/*.interp $$d/parser/*.tokens; \
		$(GO) run ./internal/antlrfix $$d/parser/*.go || exit 1; \
		gofmt -w $$d/parser; \
	done

# The benchmark table (bench/results.md): every bundled program explored for
# an hour from 09:00 with and without prediction and splitting, the home
# benchmark (programs/ha) also from 19 random start states and times, then
# the Go micro-benchmarks. The homes' joint explorations (no splitting) are
# out of reach for most of them, so those runs stop at HA_CAP states and
# the table marks their times as lower bounds. Last, the largest program
# (LARGEST) explored whole for the hour, with and without prediction: the
# paper's Table 2 setting, where prediction's saving is measured, and with
# 1 and 2 workers (elapsed time: the parallel search's speed-up). Then
# bench-engines (zones against regions, and TChecker's models; below).
BENCH_PROGRAMS ?= $(wildcard programs/paper/*.ta programs/isy/*.isy programs/elk/*.elk) \
	programs/ta/fischer-4.tck programs/ta/fischer-5.tck programs/ta/fischer-6.tck
HA_PROGRAMS    ?= $(sort $(wildcard programs/ha/p*/*.isy programs/ha/p*/*.elk programs/ha/p*/*.ta))
BENCH_FLAGS    ?= --start 09:00 --hours 1
HA_FLAGS       ?= $(BENCH_FLAGS) --trials 20 --seed 1 --cap-states $(HA_CAP)
HA_CAP         ?= 100000
LARGEST        ?= programs/ha/p10/p10.isy
# --forever against 24 hours (issue 40: at most 3x), from a Thursday's
# midnight, on every bundled program (fischer's .tck files read no time:
# forever is their run without a horizon already).
FOREVER_PROGRAMS ?= $(wildcard programs/paper/*.ta programs/isy/*.isy programs/elk/*.elk) $(HA_PROGRAMS)
FOREVER_FLAGS    ?= --start 2026-06-18T00:00
LARGEST_INV    ?= $(dir $(LARGEST))invariants.yaml
# The Go micro-benchmarks: only the packages that have one (not build and
# link some fifty test binaries that have none), each for MICRO_BENCHTIME:
# the nanosecond ones still run hundreds of thousands of times, and the
# ones that take a second or more once, as with the default 1s.
BENCH_PKGS      := $(sort $(dir $(shell grep -rl --include='*_test.go' '^func Benchmark' . | grep -v -e '^./fleet/' -e '^./cmd/delorean-fleet/')))
MICRO_BENCHTIME ?= 0.3s

bench: build
	@mkdir -p bench
	@{ echo "# DeLorean benchmark"; echo; echo "Regenerate with \`make bench\` ($$(go version | cut -d' ' -f3), $$(nproc) cores)."; echo; \
	  echo "## Bundled programs"; echo; \
	  first=true; for p in $(BENCH_PROGRAMS); do \
	    bin/delorean bench $$p $(BENCH_FLAGS) --header=$$first || exit 1; first=false; \
	  done; echo; echo "## Home benchmark (Table 1 shapes)"; echo; \
	  first=true; for p in $(HA_PROGRAMS); do \
	    bin/delorean bench $$p $(HA_FLAGS) --header=$$first || exit 1; first=false; \
	  done; echo; echo "## The largest program explored whole (Table 2)"; echo; \
	  bin/delorean bench $(LARGEST) $(BENCH_FLAGS) --no-split || exit 1; \
	  echo; echo "## Workers: the largest program whole, 1 and 2 workers"; echo; \
	  $(GO) run ./internal/benchcmp -after bin/delorean -workers 1,2 -repeat 3 \
	    -case 'whole, 1 h|$(LARGEST) --invariants $(LARGEST_INV) $(BENCH_FLAGS) --no-split' || exit 1; \
	  echo; echo "## Forever, and a year day by day (issue 40)"; echo; \
	  first=true; for p in $(FOREVER_PROGRAMS); do \
	    inv=$${p%.*}.inv.yaml; [ -f $$inv ] || inv=$$(dirname $$p)/invariants.yaml; \
	    invf=""; [ -f $$inv ] && invf="--invariants $$inv"; \
	    $(GO) run ./internal/benchcmp -after bin/delorean -forever -header=$$first \
	      -case "$$p|$$p $$invf $(FOREVER_FLAGS)" || exit 1; first=false; \
	  done; \
	  $(GO) run ./internal/benchcmp -after bin/delorean -forever -header=false \
	    -case '$(LARGEST) --days 365|$(LARGEST) --invariants $(LARGEST_INV) --days 365 --start 2026-01-01T00:00 --lat 51.5 --lon -0.13' || exit 1; \
	  echo; echo "## delorean check on 10,000 automations and programs (issue 41)"; echo; \
	  d=$$(mktemp -d); $(GO) run ./internal/benchcmp -after bin/delorean -check $$d -n 10000 || { rm -rf $$d; exit 1; }; rm -rf $$d; \
	} > bench/results.md
	@cat bench/results.md
	@$(MAKE) --no-print-directory bench-engines
	$(GO) test -run '^$$' -bench . -benchmem -benchtime $(MICRO_BENCHTIME) $(BENCH_PKGS)

# Zones against regions (issue 25), into bench/engines.md: each program
# explored with --engine zones and --engine regions, one worker, side by
# side (zones, discrete states, CPU time, peak memory, the ratios). The
# region engine stops at ENGINES_REGIONS_CAP states ("incomplete at N
# states", its ratios then lower bounds), the zone engine at
# ENGINES_ZONES_CAP zones. The homes run whole (no splitting) for a day,
# and P10 also for the hour regions are measured on elsewhere. Then
# Fischer N = 4..10 and CSMA/CD N = 2..10 (issue 42; written by
# internal/benchcmp, the same models as TChecker's examples/fischer.sh and
# csmacd.sh) over zones, stopped at ENGINES_TCK_CAP zones, beside
# TChecker's tck-reach -a covreach and -a aLU-covreach when one is on the
# PATH (built outside this repository; the table says when it is not),
# each covreach run stopped after ENGINES_TCK_LIMIT seconds of CPU ("> T s")
# and each aLU-covreach run after ENGINES_ALU_LIMIT (its column is for the
# zone counts; on Fischer N = 10 each takes about 35 s).
ENGINES_REGIONS_CAP ?= 1000000
ENGINES_ZONES_CAP   ?= 200000
ENGINES_FISCHER     ?= 4..10
ENGINES_CSMA        ?= 2..10
ENGINES_TCK_CAP     ?= 1000000
ENGINES_TCK_LIMIT   ?= 60
ENGINES_ALU_LIMIT   ?= 15
ENGINES_TCK_DIR     := $(or $(TMPDIR),/tmp)/delorean-tck-models
ENGINES_FLAGS       = -after bin/delorean -engines -cap-regions $(ENGINES_REGIONS_CAP) -cap-zones $(ENGINES_ZONES_CAP)
ZONE_FIXTURES       := explore/zone/testdata

bench-engines: build
	@mkdir -p bench
	@$(GO) build -o bin/benchcmp ./internal/benchcmp
	@{ echo "# Zones and regions"; echo; \
	  echo "Regenerate with \`make bench-engines\` (part of \`make bench\`; $$(go version | cut -d' ' -f3), $$(nproc) cores)."; echo; \
	  echo "## Both engines per program"; echo; \
	  bin/benchcmp $(ENGINES_FLAGS) \
	    -case 'figure1.ta, 24 h from 00:00|programs/paper/figure1.ta --invariants programs/paper/figure1.inv.yaml --start 00:00 --hours 24' \
	    -case 'figure2.ta, 24 h from 00:00|programs/paper/figure2.ta --start 00:00 --hours 24' \
	    -case 'garage fixture (issue 25), 14 h from 2026-10-01T17:00|$(ZONE_FIXTURES)/garage-night.isy --invariants $(ZONE_FIXTURES)/garage-night.inv.yaml --start 2026-10-01T17:00 --hours 14' \
	    -case 'docs/ir.md sketch, 2 h from 18:00 (sunset 18:00)|$(ZONE_FIXTURES)/irsketch.ta --invariants $(ZONE_FIXTURES)/irsketch.inv.yaml --start 18:00 --hours 2 --sunrise 06:00 --sunset 18:00' \
	    -case 'P10 whole, 1 h from 09:00|$(LARGEST) --invariants $(LARGEST_INV) --start 09:00 --hours 1 --no-split' \
	    || exit 1; \
	  for p in $(HA_PROGRAMS); do \
	    bin/benchcmp $(ENGINES_FLAGS) -header=false -case "$$(basename $$p) whole, 24 h from 00:00|$$p --invariants $$(dirname $$p)/invariants.yaml --start 00:00 --hours 24 --no-split" || exit 1; \
	  done; \
	  for p in $(sort $(wildcard programs/ta/*.tck)); do \
	    bin/benchcmp $(ENGINES_FLAGS) -header=false -case "$$p|$$p" || exit 1; \
	  done; \
	  echo; echo "## TChecker's models"; echo; \
	  bin/benchcmp -after bin/delorean -tck $(ENGINES_TCK_DIR) -fischer $(ENGINES_FISCHER) -csma $(ENGINES_CSMA) \
	    -cap-zones $(ENGINES_TCK_CAP) -tck-limit $(ENGINES_TCK_LIMIT) -alu-limit $(ENGINES_ALU_LIMIT) || exit 1; \
	} > bench/engines.md
	@cat bench/engines.md

# Before and after (issue 8): the same explorations, one worker, over the
# default engine (zones) and over regions, with a build of BENCH_BASE (the
# commit before the change to measure) and with this tree, one after the
# other on this machine, into bench/before-after.md. Needs the git history (a clone, not an archive).
BENCH_BASE ?= 2496c14
BASE_DIR   := $(or $(TMPDIR),/tmp)/delorean-base
P10        := programs/ha/p10
bench-compare: build
	@rm -rf $(BASE_DIR) && mkdir -p $(BASE_DIR) bench
	git archive $(BENCH_BASE) | tar -x -C $(BASE_DIR)
	cd $(BASE_DIR) && $(GO) build -o bin/delorean ./cmd/delorean
	@{ echo "# DeLorean before and after"; echo; \
	  echo "Regenerate with \`make bench-compare\` ($$(go version | cut -d' ' -f3), $$(nproc) cores): before is $(BENCH_BASE), after is $$(git describe --always --dirty)."; \
	  echo "Each exploration runs on one worker; CPU time is the process's (user and system)."; echo; \
	  $(GO) run ./internal/benchcmp -before $(BASE_DIR)/bin/delorean -after bin/delorean \
	    -case 'figure1, 1 h|programs/paper/figure1.ta --invariants programs/paper/figure1.inv.yaml --start 09:00 --hours 1 --workers 1' \
	    -case 'porch, 1 h|programs/isy/porch.isy --invariants programs/isy/porch.inv.yaml --start 09:00 --hours 1 --workers 1' \
	    -case 'fischer-5|programs/ta/fischer-5.tck --workers 1' \
	    -case 'P10 whole, first 2 M states|$(P10)/p10.isy --invariants $(P10)/invariants.yaml --start 09:00 --hours 1 --no-split --max-states 2000000 --workers 1' \
	    -case 'regions: figure1, 1 h|programs/paper/figure1.ta --invariants programs/paper/figure1.inv.yaml --start 09:00 --hours 1 --engine regions --workers 1' \
	    -case 'regions: porch, 1 h|programs/isy/porch.isy --invariants programs/isy/porch.inv.yaml --start 09:00 --hours 1 --engine regions --workers 1' \
	    -case 'regions: fischer-5|programs/ta/fischer-5.tck --engine regions --workers 1' \
	    -case 'regions: P10 whole, first 2 M states|$(P10)/p10.isy --invariants $(P10)/invariants.yaml --start 09:00 --hours 1 --no-split --engine regions --max-states 2000000 --workers 1' \
	  || exit 1; } > bench/before-after.md
	@cat bench/before-after.md

lint: vet
	@out=$$(gofmt -l $$(git ls-files '*.go' | grep -v '/parser/')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet $(PKGS)

clean:
	rm -rf bin
