#!/usr/bin/env bash
# `npm run bench:api -- --case=volume` on a throw-away PostgreSQL cluster (scripts/with-postgres.mjs, as
# scripts/ci-postgres.sh starts one): own data dir in a temp folder, a loopback port, stopped and removed at the end.
# Extra arguments go to the bench.
set -euo pipefail
cd "$(dirname "$0")/.."

exec node scripts/with-postgres.mjs alicerce_bench -- node scripts/bench-api.mjs --case=volume "$@"
