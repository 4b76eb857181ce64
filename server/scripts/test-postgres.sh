#!/usr/bin/env bash
# Runs the server's tests against a real PostgreSQL: a throwaway cluster in a temporary folder,
# on a free localhost port, stopped and deleted afterwards (also on failure or Ctrl-C).
#
#   bash server/scripts/test-postgres.sh [vitest arguments…]
#
# Uses Debian's PostgreSQL (/usr/lib/postgresql/<version>/bin, newest first) or pg_ctl on PATH;
# installs the postgresql package first when none is found and this runs as root. PostgreSQL
# refuses to run as root, so as root the cluster runs as the "postgres" user (created by the
# package; an existing unprivileged user can be named with PG_RUN_AS).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
server_dir=$(dirname "$here")

find_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return 0
  fi
  return 1
}

if ! bin=$(find_bin); then
  if [ "$(id -u)" -ne 0 ]; then
    echo "test-postgres: no PostgreSQL found; install it (apt-get install postgresql) or run as root" >&2
    exit 1
  fi
  echo "test-postgres: installing PostgreSQL…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  bin=$(find_bin)
fi
echo "test-postgres: using $("$bin/postgres" --version) from $bin"

# Run PostgreSQL's own commands as an unprivileged user when we are root.
run_as=()
if [ "$(id -u)" -eq 0 ]; then
  user=${PG_RUN_AS:-postgres}
  if ! id "$user" >/dev/null 2>&1; then
    echo "test-postgres: user '$user' does not exist; set PG_RUN_AS to an unprivileged user" >&2
    exit 1
  fi
  run_as=(runuser -u "$user" --)
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/atrium-pg.XXXXXX")
chmod 700 "$work"
[ ${#run_as[@]} -gt 0 ] && chown "$user" "$work"

cleanup() {
  local status=$?
  if [ -f "$work/data/postmaster.pid" ]; then
    "${run_as[@]}" "$bin/pg_ctl" -D "$work/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

"${run_as[@]}" "$bin/initdb" -D "$work/data" --username=atrium --auth=trust --encoding=UTF8 --no-locale >"$work/initdb.log" 2>&1 || {
  cat "$work/initdb.log" >&2
  exit 1
}
# Durability is not the point of a test cluster: fsync off makes schema churn cheap.
"${run_as[@]}" "$bin/pg_ctl" -D "$work/data" -l "$work/server.log" -w -t 30 \
  -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100" \
  start >/dev/null || {
  cat "$work/server.log" >&2
  exit 1
}
"${run_as[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U atrium atrium_test

export DATABASE_URL="postgresql://atrium@127.0.0.1:$port/atrium_test"
echo "test-postgres: cluster on 127.0.0.1:$port; running the server tests with DATABASE_URL=$DATABASE_URL"
cd "$server_dir"
if command -v pnpm >/dev/null 2>&1; then
  pnpm exec vitest run "$@"
else
  npx vitest run "$@"
fi
