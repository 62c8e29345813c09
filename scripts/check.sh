#!/usr/bin/env bash
# `npm run check`: the server build and every type check, with lint beside them (lint reads the
# sources, not the build, and is one Node thread; the compiler's checkers take the other core).
set -euo pipefail
cd "$(dirname "$0")/.."

npm run --silent lint &
lint=$!
# A failed type check stops lint too.
trap 'kill "$lint" 2>/dev/null || true' EXIT

npm run --silent build:server
npm run --silent typecheck:frontend
npm run --silent typecheck:tests
wait "$lint"
trap - EXIT
