#!/usr/bin/env bash
# Runs the CMS integration suite, then the crash check and the frozen-sink check (each on a database of its own),
# against a throw-away PostgreSQL cluster on a loopback port (own data dir under a temp folder, stopped and removed at
# the end): started by scripts/with-postgres.mjs, which runs this script again inside it (PG_BASE_URL set).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${PG_BASE_URL:-}" ]; then
  exec node scripts/with-postgres.mjs alicerce_test alicerce_crash alicerce_frozen -- bash "$0" "$@"
fi

DATABASE_CLIENT=postgres DATABASE_URL="$PG_BASE_URL/alicerce_test" npm run test:cms
DATABASE_CLIENT=postgres DATABASE_URL="$PG_BASE_URL/alicerce_crash" npm run crash-check
DATABASE_CLIENT=postgres DATABASE_URL="$PG_BASE_URL/alicerce_frozen" npm run frozen-sink-check
