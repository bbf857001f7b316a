#!/bin/sh
# The zone search with 1 and 2 workers (issue 42 item 3), for a quiet
# machine: wall-clock speed-up cannot be measured while other jobs share
# the cores. Run it from the repository's root:
#
#	bench/zone-workers.sh [REPEAT]
#
# For each exploration it first checks that 1 and 2 workers give the same
# JSON report byte for byte (without --timing, whose figures vary), then
# measures both with internal/benchcmp -workers: REPEAT (default 5)
# alternating rounds, the fastest of each counting, with the elapsed and
# the CPU (user + system) seconds and the speed-up. The explorations are
# the largest bundled run (P10 whole for an hour, with its invariants)
# and the largest shared-corpus homes that finish a day (files 01, 05, 11:
# ../shared/corpus, skipped where it is absent). It prints the load
# average before and after: a speed-up measured above a load of about 0.5
# is not one.
set -eu
repeat=${1:-5}
corpus=${CORPUS:-../shared/corpus/hass}
go build -o bin/delorean ./cmd/delorean
go build -o bin/benchcmp ./internal/benchcmp
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

p10=programs/ha/p10
set -- "P10 whole, 1 h from 09:00|$p10/p10.isy --invariants $p10/invariants.yaml --start 09:00 --hours 1 --no-split"
for n in 01 05 11; do
	for f in "$corpus"/$n-*.yaml; do
		[ -f "$f" ] && set -- "$@" "corpus $n, 24 h|$f --start 2026-06-21T00:00 --hours 24"
	done
done

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
for c in "$@"; do
	name=${c%%|*}
	args=${c#*|}
	# shellcheck disable=SC2086 # args is a word list on purpose
	bin/delorean explore $args --engine zones --json --workers 1 -q > "$tmp/1.json" || [ $? -eq 1 ]
	# shellcheck disable=SC2086
	bin/delorean explore $args --engine zones --json --workers 2 -q > "$tmp/2.json" || [ $? -eq 1 ]
	if cmp -s "$tmp/1.json" "$tmp/2.json"; then
		echo "$name: 1 and 2 workers give the same report, byte for byte"
	else
		echo "$name: 1 and 2 workers DIFFER:" >&2
		diff "$tmp/1.json" "$tmp/2.json" | head -20 >&2
		exit 1
	fi
done
echo
cases=""
for c in "$@"; do
	cases="$cases -case '$c --engine zones'"
done
eval bin/benchcmp -after bin/delorean -workers 1,2 -repeat "$repeat" "$cases"
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
