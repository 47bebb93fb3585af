#!/usr/bin/env bash
# A throwaway PostgreSQL server on loopback for the tests: installs it if missing, starts it once.
#   scripts/postgres.sh start   -> prints the server URL (postgresql+psycopg://...)
#   scripts/postgres.sh stop
set -euo pipefail
DATA="${PROVENANCE_PG_DIR:-/tmp/provenance-pg}"
PORT="${PROVENANCE_PG_PORT:-54329}"
URL="postgresql+psycopg://postgres@127.0.0.1:${PORT}/postgres"

as_owner() {  # initdb and postgres refuse to run as root
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

bindir() {
    ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

install_server() {
    [ -n "$(bindir)" ] && return
    echo "installing PostgreSQL from Debian packages..." >&2
    local sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >&2
}

start() {
    install_server
    local bin; bin="$(bindir)"
    if [ ! -s "$DATA/PG_VERSION" ]; then
        mkdir -p "$DATA"
        [ "$(id -u)" = 0 ] && chown postgres: "$DATA"
        as_owner "$bin/initdb" -D "$DATA" -U postgres -A trust --no-sync -E UTF8 >/dev/null
    fi
    if ! as_owner "$bin/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
        as_owner "$bin/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w -t 60 start -o \
            "-p $PORT -k $DATA -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" \
            >/dev/null
    fi
    echo "$URL"
}

stop() {
    local bin; bin="$(bindir)"
    [ -n "$bin" ] && as_owner "$bin/pg_ctl" -D "$DATA" -m fast stop >/dev/null 2>&1 || true
}

case "${1:-start}" in
    start) start ;;
    stop) stop ;;
    *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
