#!/usr/bin/env bash
# Runs the server's suite against an external PostgreSQL: MAFIA_TEST_DATABASE_URL when set,
# otherwise Debian's PostgreSQL started by packages/db/scripts/start-debian-postgres.sh (CI).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${MAFIA_TEST_DATABASE_URL:-}" ]; then
  MAFIA_TEST_DATABASE_URL="$(bash ../../packages/db/scripts/start-debian-postgres.sh)"
  export MAFIA_TEST_DATABASE_URL
fi
exec node_modules/.bin/vitest run "$@"
