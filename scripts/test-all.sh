#!/usr/bin/env bash
# `npm test`: every check and every test, in two rounds of steps that run side by side.
#
# Why side by side: on CI's two cores no step keeps both busy for long. Lint and typecheck each use
# one core; the browser tests spend most of their time waiting on the page (timers, animations, the
# fake upstream), so the unit tests fit in the time they leave. Run one after the other, the same
# steps took about a minute longer.
#
# Round 1: lint, typecheck, build. Round 2 (needs the build): unit and component tests, the tests of
# the build, the browser tests. Each step's output is kept and printed whole when it ends (so the
# log reads step by step); the script fails when any step fails, after every step of the round ran.
# TEST_STEPS_IN_SERIES=1 runs the same steps one after the other, streaming their output.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh && bash scripts/ensure-redis.sh || exit 1

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
failed=()

# round NAME=COMMAND ...: runs the steps at once and reports each as it ends.
round() {
  if [ "${TEST_STEPS_IN_SERIES:-}" = 1 ]; then
    for step in "$@"; do
      echo "── ${step%%=*}"
      bash -c "${step#*=}" || failed+=("${step%%=*}")
    done
    return
  fi
  declare -A names=() started=()
  for step in "$@"; do
    local name=${step%%=*}
    bash -c "${step#*=}" >"$logs/$name.log" 2>&1 &
    names[$!]=$name
    started[$!]=$SECONDS
  done
  local pid status
  while [ ${#names[@]} -gt 0 ]; do
    wait -n -p pid "${!names[@]}"
    status=$?
    local name=${names[$pid]}
    echo "── $name: $([ $status = 0 ] && echo passed || echo "FAILED (exit $status)") in $((SECONDS - started[$pid])) s"
    cat "$logs/$name.log"
    [ $status = 0 ] || failed+=("$name")
    unset "names[$pid]"
  done
}

round 'lint=npm run lint --silent' 'typecheck=npm run typecheck --silent' 'build=npm run build --silent'
if [ ${#failed[@]} = 0 ]; then
  round 'unit=npx vitest run' 'built=npx vitest run -c vitest.built.config.ts' 'browser=npx playwright test'
fi

if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed: ${failed[*]}"
  exit 1
fi
echo "Every step passed."
