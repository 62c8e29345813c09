#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a browser a test tool downloads).
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's chromium for the browser tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "The browser tests need /usr/bin/chromium: run 'sudo apt-get install -y chromium'" >&2
  exit 1
fi
