#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a browser a test tool downloads), with a Devanagari
# font so Hindi pages render as text rather than boxes in screenshots.
set -euo pipefail
FONT_DIR=/usr/share/fonts/truetype/lohit-devanagari
[ -x /usr/bin/chromium ] && [ -d "$FONT_DIR" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's chromium and a Devanagari font for the browser tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-lohit-deva >/dev/null
else
  echo "The browser tests need /usr/bin/chromium and a Devanagari font: run 'sudo apt-get install -y chromium fonts-lohit-deva'" >&2
  exit 1
fi
