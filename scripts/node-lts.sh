#!/usr/bin/env bash
# Prints the bin folder of Node.js 24 (the image's runtime, the current LTS), installed from the npm
# registry's node-linux-<arch> package into a cache folder the first time. CI runs the server suites on
# PostgreSQL and the production smoke test with it, so both the machine's Node 20 and Node 24 are tested.
set -euo pipefail
major=${NODE_LTS_MAJOR:-24}
cache=${NODE_LTS_CACHE:-${TMPDIR:-/tmp}/hotel-node-$major}
package="node-linux-$(node -p process.arch)"
bin="$cache/node_modules/$package/bin"
if [ ! -x "$bin/node" ]; then
  mkdir -p "$cache"
  npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$cache" "$package@$major" >&2
fi
"$bin/node" --version >&2
echo "$bin"
