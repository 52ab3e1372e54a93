#!/usr/bin/env bash
# The shared-limits tests start Debian's redis-server on a free port. Installs it when missing and
# we are root on Debian; otherwise says what to do.
set -euo pipefail
server=${REDIS_SERVER_PATH:-redis-server}
command -v "$server" >/dev/null && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's redis-server for the shared-limits tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  exit 0
fi
echo "The shared-limits tests need redis-server: run 'sudo apt-get install redis-server', or set REDIS_SERVER_PATH." >&2
exit 1
