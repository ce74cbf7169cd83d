#!/usr/bin/env bash
# Usage: cpu-ab.sh OLD_MAIN_JS NEW_MAIN_JS [database] [rounds] [requests]   (absolute paths)
# CPU per request of two builds (old 3411, new 3412) on the same database: process CPU time
# (utime+stime from /proc) over N requests. Robust against a noisy machine, unlike req/s.
OLD=$1; NEW=$2; DB=${3:-bench_100k}; ROUNDS=${4:-3}; N=${5:-10000}
AC="$(cd "$(dirname "$0")/../.." && pwd)/node_modules/.bin/autocannon"
SECRET=$(openssl rand -base64 32)
start() { (cd $(dirname $(dirname $1)) && DATABASE_URL=postgres://postgres@127.0.0.1:5432/$DB PORT=$2 HOST=127.0.0.1 APP_URL=http://127.0.0.1:$2 NODE_ENV=production SESSION_SECRET=$SECRET exec node $1 > /tmp/ab-$2.log 2>&1 &) }
start $OLD 3411; start $NEW 3412
sleep 6
pid() { fuser $1/tcp 2>/dev/null | awk '{print $1}'; }
ticks() { awk '{print $14+$15}' /proc/$1/stat; }
HZ=$(getconf CLK_TCK)
ID=$(psql -h 127.0.0.1 -U postgres -d $DB -qAtc "select id from snippets where is_public order by id desc limit 1")
LAND=$(node -e 'console.log("/trpc/snippets.browse?input="+encodeURIComponent(JSON.stringify({json:{sortBy:"recent",limit:9}})))')
for path in "/api/snippets?sortBy=recent&limit=20" "/api/snippets/$ID" "$LAND"; do
  for port in 3411 3412; do $AC -c 20 -a 2000 "http://127.0.0.1:$port$path" >/dev/null 2>&1; done
  for r in $(seq 1 $ROUNDS); do
    for port in 3411 3412; do
      p=$(pid $port); t0=$(ticks $p)
      $AC -c 20 -a $N "http://127.0.0.1:$port$path" >/dev/null 2>&1
      t1=$(ticks $p)
      echo "$(echo $path | cut -c1-40) r$r port$port cpu/req_us=$(( (t1-t0)*1000000/HZ/N ))"
    done
  done
done
for p in 3411 3412; do fuser -k $p/tcp >/dev/null 2>&1; done
