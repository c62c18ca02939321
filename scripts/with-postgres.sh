#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: DATABASE_URL points at it.
# Installs Debian's postgresql when missing; the server runs as the `postgres` user
# (PostgreSQL refuses root) in a temporary directory on a free port, and is removed afterwards.
set -euo pipefail

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
  done
  return 1
}

if ! PGBIN=$(find_bin); then
  echo "with-postgres: installing Debian's postgresql" >&2
  bash "$(dirname "$0")/ensure-system-deps.sh" postgresql
  PGBIN=$(find_bin)
fi

PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
WORK=$(mktemp -d /tmp/petverse-pg.XXXXXX)
chown postgres:postgres "$WORK" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

cleanup() {
  as_pg "'$PGBIN/pg_ctl' -D '$WORK/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

as_pg "'$PGBIN/initdb' -D '$WORK/data' -U postgres --auth=trust -E UTF8 --no-sync" >/dev/null
as_pg "'$PGBIN/pg_ctl' -D '$WORK/data' -l '$WORK/log' -w -o \"-p $PORT -k '$WORK' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start" >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on port $PORT" >&2
"$@"
