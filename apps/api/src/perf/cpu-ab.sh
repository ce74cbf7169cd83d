#!/usr/bin/env bash
# Usage: [KINDS="signed-browse like"] [PORTS="3411 3412"] cpu-ab.sh OLD_MAIN_JS NEW_MAIN_JS [database] [rounds] [requests]
#        (absolute paths; KINDS picks some of the cases below, all by default)
# CPU per request of two builds (old on 3411, new on 3412, or PORTS) on the same database,
# alternating: the
# server's own CPU time and that of its PostgreSQL backends (utime+stime from /proc) over N
# requests at 20 connections. Robust against a noisy machine, unlike req/s. Cases: a visitor's
# browse, prompt page, landing and the prompt's author's profile, then browse, a search (TERM_SEARCH, default karaka) and
# likes signed in as the bench account (pnpm bench makes it); likes go to one prompt, so they
# queue on its row lock.
OLD=$1; NEW=$2; DB=${3:-bench_100k}; ROUNDS=${4:-3}; N=${5:-10000}
read -r A B <<< "${PORTS:-3411 3412}"
AC="$(cd "$(dirname "$0")/../.." && pwd)/node_modules/.bin/autocannon"
SECRET=$(openssl rand -base64 32)
start() { (cd $(dirname $(dirname $1)) && DATABASE_URL=postgres://postgres@127.0.0.1:5432/$DB PORT=$2 HOST=127.0.0.1 APP_URL=http://127.0.0.1:$2 NODE_ENV=production SESSION_SECRET=$SECRET exec node $1 > /tmp/ab-$2.log 2>&1 &) }
start $OLD $A; start $NEW $B
for port in $A $B; do
  for _ in $(seq 1 150); do curl -sf http://127.0.0.1:$port/readyz >/dev/null && break; sleep 0.2; done
done
pid() { fuser $1/tcp 2>/dev/null | awk '{print $1}'; }
ticks() { awk '{s+=$14+$15} END {print s+0}' $(for p in "$@"; do echo /proc/$p/stat; done) 2>/dev/null; }
# The PostgreSQL backends serving a server: its connections' local ports, as the backends see them.
backends() {
  local ports
  ports=$(ss -tnp | grep "pid=$1," | awk '$5 ~ /:5432$/ {sub(/.*:/, "", $4); print $4}' | paste -sd,)
  [ -n "$ports" ] && psql -h 127.0.0.1 -U postgres -qAtc \
    "select pid from pg_stat_activity where client_port in ($ports)" | paste -sd' '
}
signin() {
  curl -s -D - -o /dev/null -H 'content-type: application/json' -H "origin: http://127.0.0.1:$1" \
    -d '{"email":"bench@bench.example.com","password":"bench-password-not-secret"}' \
    http://127.0.0.1:$1/api/auth/login | awk 'tolower($1) == "set-cookie:" {split($2, c, ";"); printf "%s%s", sep, c[1]; sep = "; "}'
}
declare -A COOKIE=([$A]=$(signin $A) [$B]=$(signin $B))
HZ=$(getconf CLK_TCK)
ID=$(psql -h 127.0.0.1 -U postgres -d $DB -qAtc "select id from snippets where is_public order by id desc limit 1")
AUTHOR=$(psql -h 127.0.0.1 -U postgres -d $DB -qAtc "select p.username from snippets s join user_profiles p on p.user_id = s.author_id where s.id = $ID")
LAND=$(node -e 'console.log("/trpc/snippets.browse?input="+encodeURIComponent(JSON.stringify({json:{sortBy:"recent",limit:9}})))')
BROWSE="/api/snippets?sortBy=recent&limit=20"
# A signed-in search is never a shared answer, so every request runs the browse engine.
TERM=${TERM_SEARCH:-karaka}
request() { # port case n
  local cookie=(-H "cookie=${COOKIE[$1]}")
  case $2 in
    browse) $AC -c 20 -a $3 "http://127.0.0.1:$1$BROWSE" ;;
    prompt) $AC -c 20 -a $3 "http://127.0.0.1:$1/api/snippets/$ID" ;;
    landing) $AC -c 20 -a $3 "http://127.0.0.1:$1$LAND" ;;
    profile) $AC -c 20 -a $3 "http://127.0.0.1:$1/api/public-profile/$AUTHOR" ;;
    signed-browse) $AC -c 20 -a $3 "${cookie[@]}" "http://127.0.0.1:$1$BROWSE" ;;
    signed-search) $AC -c 20 -a $3 "${cookie[@]}" "http://127.0.0.1:$1$BROWSE&search=$TERM" ;;
    like) $AC -c 20 -a $3 -m POST "${cookie[@]}" -H "origin=http://127.0.0.1:$1" \
      "http://127.0.0.1:$1/api/snippets/$ID/like" ;;
  esac >/dev/null 2>&1
}
for kind in ${KINDS:-browse prompt landing profile signed-browse signed-search like}; do
  for port in $A $B; do request $port $kind 1000; done
  for r in $(seq 1 $ROUNDS); do
    for port in $A $B; do
      p=$(pid $port); pg=$(backends $p)
      t0=$(ticks $p); g0=$(ticks $pg)
      request $port $kind $N
      t1=$(ticks $p); g1=$(ticks $pg)
      echo "$kind r$r $([ $port = $A ] && echo old || echo new)" \
        "app_us=$(( (t1-t0)*1000000/HZ/N )) pg_us=$(( (g1-g0)*1000000/HZ/N ))"
    done
  done
done
for p in $A $B; do fuser -k $p/tcp >/dev/null 2>&1; done
