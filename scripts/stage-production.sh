#!/usr/bin/env bash
# Assembles what the production image holds, in the folder given: the compiled server and CLI, both apps'
# builds, the migrations, the demo pictures, the contracts' text catalogues, and production dependencies
# only. The Dockerfile runs this script and so does `npm run smoke:prod`, so what is tested is what ships.
# Needs `npm run build` first.
set -euo pipefail
dest=${1:?usage: scripts/stage-production.sh <folder>}
cd "$(dirname "$0")/.."

for built in apps/server/dist/main.js apps/server/dist/cli.js apps/guest-web/dist/index.html apps/staff-web/dist/index.html; do
  [ -f "$built" ] || { echo "missing $built: run npm run build first" >&2; exit 1; }
done

rm -rf "$dest"
mkdir -p "$dest"
# npm ci checks the lock file against every workspace's package.json, so all of them come along (no sources).
cp package.json package-lock.json "$dest/"
node -e 'for (const w of require("./package.json").workspaces) console.log(w)' | while read -r workspace; do
  mkdir -p "$dest/$workspace"
  cp "$workspace/package.json" "$dest/$workspace/"
done
mkdir -p "$dest/apps/server" "$dest/apps/guest-web" "$dest/apps/staff-web" "$dest/packages/contracts"
cp -R apps/server/dist apps/server/drizzle apps/server/media "$dest/apps/server/"
cp -R apps/guest-web/dist "$dest/apps/guest-web/"
cp -R apps/staff-web/dist "$dest/apps/staff-web/"
# Read at run time (the server's localised error texts), found through node_modules/@hotel/contracts.
cp -R packages/contracts/ui-catalogues "$dest/packages/contracts/"

(cd "$dest" && npm ci --omit=dev --workspace @hotel/server --no-audit --no-fund --ignore-scripts --loglevel=error)
# What production does not run: source maps stay (stack traces), the workspaces' own manifests stay (npm).
du -sh "$dest" | awk '{print "staged " $1 " in " $2}'
