#!/usr/bin/env bash
# `npm test`: every check and every test, side by side, each step starting as soon as what it needs
# is there.
#
# Why side by side: CI has two cores and every step is CPU-bound, so the run takes as long as its
# CPU; what matters is that no core waits. Lint runs on one core for half a minute; the unit tests
# need nothing built, so they start with it, in four workers: beside the browser tests' two (each a
# browser and a Node process) they then get their share of the cores, and the two steps end closer
# together. The tests of the build and the browser tests start once the build is done. Each step's
# output is kept and printed whole when it ends (so the log reads step by step); the script fails
# when any step fails, after every step that could run ran.
# TEST_STEPS_IN_SERIES=1 runs the same steps one after the other, streaming their output.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh && bash scripts/ensure-redis.sh || exit 1

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
failed=()
declare -A names=() started=()

# start NAME=COMMAND ...: starts the steps in the background (or, in series, runs them now).
start() {
  for step in "$@"; do
    local name=${step%%=*}
    if [ "${TEST_STEPS_IN_SERIES:-}" = 1 ]; then
      echo "── $name"
      bash -c "${step#*=}" || failed+=("$name")
      continue
    fi
    bash -c "${step#*=}" >"$logs/$name.log" 2>&1 &
    names[$!]=$name
    started[$!]=$SECONDS
  done
}

# finish [NAME]: reports steps as they end, until NAME has ended (or, without NAME, every step).
finish() {
  local pid status name
  while [ ${#names[@]} -gt 0 ]; do
    wait -n -p pid "${!names[@]}"
    status=$?
    name=${names[$pid]}
    echo "── $name: $([ $status = 0 ] && echo passed || echo "FAILED (exit $status)") in $((SECONDS - started[$pid])) s"
    cat "$logs/$name.log"
    [ $status = 0 ] || failed+=("$name")
    unset "names[$pid]"
    [ "$name" = "${1:-}" ] && return
  done
}

# The build and then the browser tests are the longest path: lint and typecheck, which wait on
# nothing, run niced and take the CPU the build leaves, so the browser tests start sooner. Tests
# are not niced: starved of CPU beside the browser tests, a niced unit step missed a 1 s wait.
start 'build=npm run build --silent' 'lint=nice npm run lint --silent' 'typecheck=nice npm run typecheck --silent' 'unit=npx vitest run --maxWorkers=4'
finish build
if [[ " ${failed[*]} " != *" build "* ]]; then
  start 'built=npx vitest run -c vitest.built.config.ts' 'browser=npx playwright test'
fi
finish

if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed: ${failed[*]}"
  exit 1
fi
echo "Every step passed."
