#!/usr/bin/env bash
# Restores a dump made by scripts/backup.sh into an EMPTY database (create it first: createdb, or the
# provider's console), then start the app on it: migrations newer than the dump run at start-up.
#   scripts/restore.sh backups/hotel-2026-11-29.dump "postgres://hotel:…@db:5432/hotel_restored"
set -euo pipefail
file=${1:?usage: scripts/restore.sh <file.dump> <DATABASE_URL of an empty database>}
database_url=${2:?usage: scripts/restore.sh <file.dump> <DATABASE_URL of an empty database>}
tables=$(psql "$database_url" -tAc "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")
if [ "$tables" != "0" ]; then
  echo "refusing to restore: the target database already has $tables tables (restore into an empty one)" >&2
  exit 1
fi
pg_restore --no-owner --no-privileges --exit-on-error --dbname="$database_url" "$file"
echo "restored $file"
