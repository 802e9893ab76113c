#!/usr/bin/env bash
# Runs the CMS integration suite, then the crash check (on a database of its own), against a throw-away
# PostgreSQL cluster on a loopback port (own data dir under a temp folder, stopped and removed at the end).
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
port=${PG_TEST_PORT:-55432}
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
# A start that fails says why (the server's log) and is tried on the next port: a cluster left by another run, or a
# port taken by something else, must not fail CI without a word.
started=
for try_port in "$port" $((port + 1)) $((port + 2)); do
  if run_pg "$bin/pg_ctl" -D "$tmp/data" -o "-p $try_port -k $tmp -c listen_addresses=127.0.0.1" -l "$tmp/pg.log" -w start >/dev/null; then
    port=$try_port
    started=1
    break
  fi
  echo "ci: PostgreSQL did not start on 127.0.0.1:$try_port; the end of its log:" >&2
  tail -n 20 "$tmp/pg.log" >&2 || true
done
[ -n "$started" ] || exit 1
"$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres alicerce_test

echo "ci: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
DATABASE_CLIENT=postgres DATABASE_URL="postgres://postgres@127.0.0.1:$port/alicerce_test" npm run test:cms

"$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres alicerce_crash
DATABASE_CLIENT=postgres DATABASE_URL="postgres://postgres@127.0.0.1:$port/alicerce_crash" npm run crash-check
