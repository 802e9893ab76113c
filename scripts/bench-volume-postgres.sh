#!/usr/bin/env bash
# `npm run bench:api -- --case=volume` on a throw-away PostgreSQL cluster (as scripts/ci-postgres.sh starts one): own
# data dir in a temp folder, a loopback port, stopped and removed at the end. Extra arguments go to the bench.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
port=${PG_BENCH_PORT:-$((55532 + ${TEST_PORT_OFFSET:-0}))}
tmp=$(mktemp -d)
chmod 755 "$tmp"
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$tmp"

cleanup() {
  run_pg "$bin/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT

run_pg "$bin/initdb" -D "$tmp/data" -U postgres -A trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
run_pg "$bin/pg_ctl" -D "$tmp/data" -o "-p $port -k $tmp -c listen_addresses=127.0.0.1" -l "$tmp/pg.log" -w start >/dev/null
"$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres alicerce_bench
echo "bench: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
DATABASE_CLIENT=postgres DATABASE_URL="postgres://postgres@127.0.0.1:$port/alicerce_bench" node scripts/bench-api.mjs --case=volume "$@"
