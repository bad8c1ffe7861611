#!/usr/bin/env bash
# Makes sure a Chromium for the browser tests exists: Debian's package at /usr/bin/chromium (or CHROMIUM_PATH).
# Installs it when missing and the user is root; otherwise says exactly what to install. Never downloads a
# browser of its own (Playwright's bundled browsers cannot be fetched on these machines).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
need_fonts=0
if command -v fc-list >/dev/null 2>&1 && ! fc-list 2>/dev/null | grep -qi 'liberation'; then need_fonts=1; fi
if [ -x "$chromium" ] && [ "$need_fonts" = 0 ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "[ensure-chromium] installing Debian's chromium and fonts-liberation"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-liberation >/dev/null
  exit 0
fi
if [ ! -x "$chromium" ]; then
  cat >&2 <<MSG
[ensure-chromium] No Chromium at $chromium.
The browser tests (story tests, visual regression, end-to-end) run in Debian's Chromium. Install it with:
    sudo apt-get update && sudo apt-get install -y chromium fonts-liberation
or point CHROMIUM_PATH at an existing Chromium binary, then run npm test again.
MSG
  exit 1
fi
echo "[ensure-chromium] fonts-liberation is missing: screenshots may differ from the baselines (sudo apt-get install -y fonts-liberation)" >&2
