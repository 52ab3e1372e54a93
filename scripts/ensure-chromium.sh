#!/usr/bin/env bash
# Browser tests use Debian's Chromium headless shell (a test tool's own browser download does not
# work offline). Installs it when missing and we are root on Debian; otherwise says what to do.
set -euo pipefail
browser=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
[ -x "$browser" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium-headless-shell for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  exit 0
fi
echo "Browser tests need Chromium at $browser: run 'sudo apt-get install chromium-headless-shell', or set CHROMIUM_PATH." >&2
exit 1
