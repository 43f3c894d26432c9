#!/usr/bin/env bash
# Runs the calling package's Vitest suite (the current directory: pnpm runs a package's scripts in
# its folder) against an external PostgreSQL: MAFIA_TEST_DATABASE_URL when set, otherwise Debian's
# PostgreSQL started by start-debian-postgres.sh beside this script (CI). db, api and server share it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if [ -z "${MAFIA_TEST_DATABASE_URL:-}" ]; then
  MAFIA_TEST_DATABASE_URL="$(bash "$here/start-debian-postgres.sh")"
  export MAFIA_TEST_DATABASE_URL
fi
exec node_modules/.bin/vitest run "$@"
