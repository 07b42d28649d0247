#!/usr/bin/env bash
# Backs up one deployment's database to a file: every hotel, stay, order, folio line and session, and the
# pictures too when they are kept in the database (the default). Pictures in an S3 bucket (S3_BUCKET) are
# copied with the store's own tool; see docs/operations.md, "Backups". The dump is consistent (one
# snapshot) and taken while the app runs.
#   scripts/backup.sh "$DATABASE_URL" backups/hotel-$(date +%F).dump
set -euo pipefail
database_url=${1:?usage: scripts/backup.sh <DATABASE_URL> <file.dump>}
file=${2:?usage: scripts/backup.sh <DATABASE_URL> <file.dump>}
mkdir -p "$(dirname "$file")"
# Custom format: compressed, and pg_restore can restore it into a database of another name or owner.
pg_dump --format=custom --no-owner --no-privileges --file="$file" "$database_url"
echo "backed up to $file ($(du -h "$file" | cut -f1))"
