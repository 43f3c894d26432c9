#!/usr/bin/env bash
# Installs Debian's chromium (Playwright drives it: no browser download is possible here) and
# postgresql (the external-database test path). Skips what is already installed.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
{ command -v pg_createcluster >/dev/null 2>&1 && [ -n "$(ls /usr/lib/postgresql 2>/dev/null)" ]; } || need+=(postgresql)
if [ ${#need[@]} -eq 0 ]; then
  echo "already installed: chromium, postgresql"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "missing Debian packages: ${need[*]} (run this script as root)" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" fonts-liberation >/dev/null
echo "installed: ${need[*]}"
