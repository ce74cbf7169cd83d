#!/usr/bin/env bash
# DATABASE_READ_URL against a real streaming replica on this machine (docs/decisions/082):
#   bash apps/api/src/perf/read-replica-demo.sh        (as root, after pnpm build)
# Makes a PostgreSQL 15 cluster 'replica' on port 5433 from a base backup of the cluster on
# 5432 (which is never stopped), starts the built app with DATABASE_URL on the primary and
# DATABASE_READ_URL on the replica, and shows: a visitor's browse is read on the replica, a
# prompt written on the primary shows there for visitors, the writer sees it at once. The
# replica cluster is dropped at the end.
set -euo pipefail

VERSION=15
PRIMARY_PORT=5432
REPLICA_PORT=5433
APP_PORT=3405
DB=replica_demo
APP="http://127.0.0.1:$APP_PORT"
API_DIR="$(cd "$(dirname "$0")/../.." && pwd)"
primary() { psql -h 127.0.0.1 -p $PRIMARY_PORT -U postgres -Atq "$@"; }
replica() { psql -h 127.0.0.1 -p $REPLICA_PORT -U postgres -Atq "$@"; }
say() { printf '\n== %s\n' "$*"; }

[ -f "$API_DIR/dist/main.js" ] || { echo "Build first: pnpm build" >&2; exit 2; }

say "Primary: database $DB, and replication allowed from 127.0.0.1"
primary -c "drop database if exists $DB with (force)" -c "create database $DB"
HBA=$(primary -c 'show hba_file')
if ! grep -Eq '^host\s+replication\s+all\s+127\.0\.0\.1/32' "$HBA"; then
  echo "host replication all 127.0.0.1/32 trust" >>"$HBA"
  primary -c 'select pg_reload_conf()' >/dev/null # a reload, not a restart
fi

say "Replica: cluster $VERSION/replica on port $REPLICA_PORT from pg_basebackup -R"
if pg_lsclusters -h | awk '{print $1"/"$2}' | grep -qx "$VERSION/replica"; then
  pg_dropcluster --stop $VERSION replica
fi
pg_createcluster $VERSION replica --port $REPLICA_PORT >/dev/null
DATA=/var/lib/postgresql/$VERSION/replica
rm -rf "$DATA"
pg_basebackup -h 127.0.0.1 -p $PRIMARY_PORT -U postgres -D "$DATA" -R -X stream
chown -R postgres:postgres "$DATA"
# The same client authentication as the primary.
cp "$HBA" "/etc/postgresql/$VERSION/replica/pg_hba.conf"
pg_ctlcluster $VERSION replica start
in_recovery=$(replica -c 'select pg_is_in_recovery()')
echo "replica in recovery (read-only standby): $in_recovery"
[ "$in_recovery" = t ] || { echo "FAIL: not a standby" >&2; exit 1; }

cleanup() {
  [ -n "${APP_PID:-}" ] && kill "$APP_PID" 2>/dev/null || true
  pg_dropcluster --stop $VERSION replica || true
  primary -c "drop database if exists $DB with (force)" >/dev/null || true
}
trap cleanup EXIT

say "App on $APP: DATABASE_URL → :$PRIMARY_PORT, DATABASE_READ_URL → :$REPLICA_PORT"
cd "$API_DIR"
DATABASE_URL="postgres://postgres@127.0.0.1:$PRIMARY_PORT/$DB" \
  DATABASE_READ_URL="postgres://postgres@127.0.0.1:$REPLICA_PORT/$DB" \
  PORT=$APP_PORT HOST=127.0.0.1 APP_URL="$APP" LOG_LEVEL=warn \
  node dist/main.js &
APP_PID=$!
for _ in $(seq 1 150); do curl -sf "$APP/readyz" >/dev/null && break; sleep 0.2; done
DATABASE_URL="postgres://postgres@127.0.0.1:$PRIMARY_PORT/$DB" node --import tsx src/cli.ts \
  create-user --email writer@replica.example.com --password 'replica demo password' >/dev/null

reads_on_replica() {
  replica -c "select xact_commit from pg_stat_database where datname = '$DB'"
}

say "A visitor's browse is read on the replica"
before=$(reads_on_replica)
curl -sf "$APP/api/snippets?sortBy=recent" >/dev/null
sleep 0.6 # statistics are flushed to the cumulative views at most every 500 ms
after=$(reads_on_replica)
echo "transactions on the replica's $DB: $before → $after"
[ "$after" -gt "$before" ] || { echo "FAIL: the replica served nothing" >&2; exit 1; }

say "A prompt written on the primary"
JAR=$(mktemp)
curl -sf -c "$JAR" -H 'content-type: application/json' -H "origin: $APP" \
  -d '{"email":"writer@replica.example.com","password":"replica demo password"}' \
  "$APP/api/auth/login" >/dev/null
TITLE="Replica check $(date +%s)"
curl -sf -b "$JAR" -H 'content-type: application/json' -H "origin: $APP" \
  -d "{\"title\":\"$TITLE\",\"content\":\"Say [hello].\",\"aiTool\":\"Claude\",\"purpose\":\"business\",\"isPublic\":true}" \
  "$APP/api/snippets" >/dev/null
if curl -sf -b "$JAR" "$APP/api/snippets?sortBy=recent" | grep -q "$TITLE"; then
  echo "the writer (primary) sees it at once"
else
  echo "FAIL: the writer does not see their prompt" >&2
  exit 1
fi
start=$(date +%s%N)
for _ in $(seq 1 100); do
  if curl -sf "$APP/api/snippets?sortBy=recent" | grep -q "$TITLE"; then
    echo "a visitor (replica) sees it after $((($(date +%s%N) - start) / 1000000)) ms"
    echo "time since the replica replayed its last commit: $(replica -c "select coalesce(now() - pg_last_xact_replay_timestamp(), '0')")"
    say "OK"
    exit 0
  fi
  sleep 0.05
done
echo "FAIL: the prompt never showed to a visitor" >&2
exit 1
