#!/usr/bin/env bash
# Call tests relay media through a real TURN server: Debian's coturn (`turnserver`, and
# `turnutils_uclient` to allocate against it), never a binary a test tool downloads. The tests start
# their own turnserver on 127.0.0.1; the package's system service is not used.
set -euo pipefail
command -v turnserver >/dev/null 2>&1 && command -v turnutils_uclient >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's coturn for the call tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq coturn >/dev/null
else
  echo "The call tests need turnserver and turnutils_uclient: run 'sudo apt-get install -y coturn'" >&2
  exit 1
fi
