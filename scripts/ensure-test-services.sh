#!/usr/bin/env bash
# Starts the machine's own PostgreSQL and Redis if they are installed but down (see
# ../shared/design/toolchain.md). With DATABASE_URL / REDIS_URL set, those servers are used instead.
# Without a local PostgreSQL the tests fall back to embedded PostgreSQL by themselves.
set -uo pipefail

if [ -z "${DATABASE_URL:-}" ] && ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    echo "starting the machine's PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  else
    echo "no PostgreSQL on 127.0.0.1:5432: the tests will start an embedded one"
  fi
fi

if [ -z "${REDIS_URL:-}" ] && ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  if command -v redis-server >/dev/null 2>&1; then
    echo "starting the machine's Redis"
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
    for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done
  else
    echo "no Redis on 127.0.0.1:6379 and no redis-server to start: set REDIS_URL" >&2
    exit 1
  fi
fi
