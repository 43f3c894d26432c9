#!/usr/bin/env bash
# Starts Debian's PostgreSQL on 127.0.0.1 for the external-database test path (CI), and prints its
# URL on stdout (everything else goes to stderr):
#
#   export MAFIA_TEST_DATABASE_URL="$(packages/db/scripts/start-debian-postgres.sh)"
#
# Debian, as root. Installs `postgresql` with apt when missing, then creates (once) and starts a
# dedicated cluster named "mafia" so it never touches a cluster someone else uses. Idempotent.
# Settings: MAFIA_PG_PORT (default 5433), MAFIA_PG_PASSWORD (default "mafia").
set -euo pipefail

PORT="${MAFIA_PG_PORT:-5433}"
PASSWORD="${MAFIA_PG_PASSWORD:-mafia}"
CLUSTER=mafia
log() { echo "[start-debian-postgres] $*" >&2; }

if [ "$(id -u)" -ne 0 ]; then
  log "must run as root (apt-get, pg_createcluster)"
  exit 1
fi

if ! command -v pg_createcluster >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  log "installing postgresql with apt"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  # Debian's package creates and starts a "main" cluster; ours is separate, so that one may stay.
  apt-get install -y -qq postgresql >&2
fi

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"

if ! pg_lsclusters -h | awk '{print $1"/"$2}' | grep -qx "$VERSION/$CLUSTER"; then
  log "creating cluster $VERSION/$CLUSTER on port $PORT"
  pg_createcluster "$VERSION" "$CLUSTER" --port "$PORT" \
    -- --auth-local=peer --auth-host=scram-sha-256 >&2
fi

CONF_PORT="$(pg_conftool "$VERSION" "$CLUSTER" show -s port)"
if [ "$CONF_PORT" != "$PORT" ]; then
  log "cluster $VERSION/$CLUSTER is configured for port $CONF_PORT; using that"
  PORT="$CONF_PORT"
fi
# Loopback only: this server exists for tests. (A conf.d file: pg_conftool mangles the address.)
echo "listen_addresses = '127.0.0.1'" >"/etc/postgresql/$VERSION/$CLUSTER/conf.d/mafia-tests.conf"

STATUS="$(pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1==v && $2==c {print $4}')"
if [ "$STATUS" != "online" ]; then
  log "starting cluster $VERSION/$CLUSTER"
  # Works without systemd (containers, CI): pg_ctlcluster falls back to pg_ctl.
  pg_ctlcluster "$VERSION" "$CLUSTER" start >&2
fi

# A known password for the superuser; the tests create and drop their own databases.
su postgres -c "psql -q -p $PORT -v ON_ERROR_STOP=1 -c \"ALTER USER postgres PASSWORD '$PASSWORD'\"" >&2

for _ in $(seq 1 50); do
  if PGPASSWORD="$PASSWORD" psql -q -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c 'SELECT 1' >/dev/null 2>&1; then
    echo "postgresql://postgres:${PASSWORD}@127.0.0.1:${PORT}/postgres"
    exit 0
  fi
  sleep 0.2
done
log "PostgreSQL did not accept a password login on 127.0.0.1:$PORT"
exit 1
