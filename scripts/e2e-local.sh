#!/usr/bin/env bash
# Builds into a private folder and runs the browser tests there, so that several working copies or
# people can run them at once: scripts/e2e-local.sh NAME PORT_BASE [playwright args...]
set -euo pipefail
name=${1:?name}; base=${2:?port base}; shift 2
out=/tmp/e2e-dist-$name
npx vite build --logLevel warn --outDir "$out/client" --emptyOutDir
npx vite build --logLevel warn -c vite.server.config.ts --outDir "$out/server" --emptyOutDir
# The server bundle keeps node_modules external: let it resolve them from outside the repo.
ln -sfn "$PWD/node_modules" "$out/node_modules"
# The whole suite also runs the tests of the build (tests/built) against the same private build.
if [ $# -eq 0 ]; then E2E_DIST=$out npx vitest run -c vitest.built.config.ts; fi
E2E_DIST=$out E2E_PORT_BASE=$base npx playwright test --output "/tmp/e2e-results-$name" "$@"
