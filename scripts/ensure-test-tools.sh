#!/usr/bin/env bash
# What the tests run besides Node, all from Debian (never a binary a test tool downloads), installed
# in one apt-get when missing and nothing done when present:
# * Chromium, with a Devanagari font so Hindi pages render as text rather than boxes in screenshots,
#   and a colour emoji font so the live gifts (🌹 Rose) show in them too; the browser tests run its
#   headless shell (chromium-headless-shell), the benchmarks and the SVG renderer the desktop browser;
# * coturn (`turnserver`, and `turnutils_uclient` to allocate against it): call tests relay media through it;
# * janus (the Janus WebRTC Server): live-session tests broadcast through it.
# The tests start their own turnserver and janus on 127.0.0.1; the packages' system services are not used.
set -euo pipefail

missing=()
{ [ -x /usr/bin/chromium ] && [ -d /usr/share/fonts/truetype/lohit-devanagari ]; } || missing+=(chromium fonts-lohit-deva)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing+=(fonts-noto-color-emoji)
{ command -v turnserver && command -v turnutils_uclient; } >/dev/null 2>&1 || missing+=(coturn)
command -v janus >/dev/null 2>&1 || missing+=(janus)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's ${missing[*]} for the tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "The tests need Debian's ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}'" >&2
  exit 1
fi
