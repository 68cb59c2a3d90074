#!/usr/bin/env bash
# Backup and restore, tried once (docs/operations.md, "Backups and restore"): dumps a database with
# pg_dump, restores the dump into a fresh database with pg_restore, and compares the row count of
# every table of the two. Exits 1 when a count differs or a step fails. Not part of `npm test`.
#
#   scripts/backup-restore-check.sh                 # a scratch database seeded with the demo data
#   SOURCE_URL=postgres://…/wl scripts/backup-restore-check.sh    # an existing database (read only)
#
# Without SOURCE_URL it creates a scratch database next to ADMIN_URL (default
# postgres://postgres@127.0.0.1:5432/postgres) and fills it by starting the production build on it
# with SEED_DEMO_DATA=true (run `npm run build` first), then drops it. The restored database is always
# a new one, dropped at the end (KEEP=1 keeps both and the dump). Needs pg_dump, pg_restore and psql
# of the server's major version or newer.
set -euo pipefail
cd "$(dirname "$0")/.."

ADMIN_URL=${ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
suffix=$(node -e 'process.stdout.write(require("crypto").randomBytes(5).toString("hex"))')
with_db() { node -e 'const u=new URL(process.argv[1]);u.pathname="/"+process.argv[2];process.stdout.write(u.toString())' "$1" "$2"; }
work=$(mktemp -d)
created_source=""
restored="wl_restore_${suffix}"
server_pid=""

cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill "$server_pid" 2>/dev/null || true; fi
  if [ "${KEEP:-}" = 1 ]; then
    echo "kept: ${created_source:+source $created_source, }restored $restored, dump $work/backup.dump"
    return
  fi
  psql "$ADMIN_URL" -qAtc "drop database if exists ${restored} with (force)" >/dev/null 2>&1 || true
  if [ -n "$created_source" ]; then
    psql "$ADMIN_URL" -qAtc "drop database if exists ${created_source} with (force)" >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

if [ -z "${SOURCE_URL:-}" ]; then
  [ -f dist/server/main.js ] || { echo "dist/server/main.js is missing: run npm run build first" >&2; exit 1; }
  created_source="wl_backup_src_${suffix}"
  psql "$ADMIN_URL" -qAtc "create database ${created_source}" >/dev/null
  SOURCE_URL=$(with_db "$ADMIN_URL" "$created_source")
  port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})')
  echo "seeding ${created_source} with the demo data (node dist/server/main.js, SEED_DEMO_DATA=true)…"
  seed_start=$(date +%s)
  NODE_ENV=production SEED_DEMO_DATA=true DATABASE_URL="$SOURCE_URL" HOST=127.0.0.1 PORT="$port" \
    DATA_DIR="$work/data" LOG_LEVEL=warn OUTBOX_KEY=$(node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("base64"))') \
    node dist/server/main.js >"$work/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 600); do
    if curl -fsS "http://127.0.0.1:${port}/api/v1/language-setting" >/dev/null 2>&1; then break; fi
    kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; echo "the server exited" >&2; exit 1; }
    sleep 0.5
  done
  kill -TERM "$server_pid"; wait "$server_pid" || true; server_pid=""
  echo "seeded in $(( $(date +%s) - seed_start )) s"
fi

tables() {
  psql "$1" -qAtc "select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1"
}
counts() {
  local url=$1
  for t in $(tables "$url"); do
    printf '%s %s\n' "$t" "$(psql "$url" -qAtc "select count(*) from public.\"$t\"")"
  done
}

dump_start=$(date +%s%N)
pg_dump --format=custom --no-owner --no-privileges --file="$work/backup.dump" "$SOURCE_URL"
dump_ms=$(( ($(date +%s%N) - dump_start) / 1000000 ))
dump_bytes=$(stat -c %s "$work/backup.dump")

psql "$ADMIN_URL" -qAtc "create database ${restored}" >/dev/null
RESTORED_URL=$(with_db "$ADMIN_URL" "$restored")
restore_start=$(date +%s%N)
pg_restore --no-owner --no-privileges --exit-on-error --dbname="$RESTORED_URL" "$work/backup.dump"
restore_ms=$(( ($(date +%s%N) - restore_start) / 1000000 ))

counts "$SOURCE_URL" | LC_ALL=C sort >"$work/source.txt"
counts "$RESTORED_URL" | LC_ALL=C sort >"$work/restored.txt"

printf 'pg_dump: %s bytes in %s ms; pg_restore into a fresh database: %s ms\n' "$dump_bytes" "$dump_ms" "$restore_ms"
printf '%-34s %12s %12s\n' table source restored
LC_ALL=C join -a1 -a2 -e MISSING -o 0,1.2,2.2 "$work/source.txt" "$work/restored.txt" |
  while read -r t a b; do printf '%-34s %12s %12s%s\n' "$t" "$a" "$b" "$([ "$a" = "$b" ] || echo '  DIFFERENT')"; done
if ! diff -q "$work/source.txt" "$work/restored.txt" >/dev/null; then
  echo "backup-restore-check: FAILED: row counts differ" >&2
  exit 1
fi
echo "backup-restore-check: ok: $(wc -l <"$work/source.txt") tables, every row count equal"
