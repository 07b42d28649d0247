# syntax=docker/dockerfile:1
# The hotel guest app in one image: the server, the guest app and the staff console (docs/operations.md).
# The last stage holds exactly what scripts/stage-production.sh stages, which `npm run smoke:prod` runs in CI
# behind nginx (this machine has no Docker engine: the smoke test is this file's proof).
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
# Dependencies first, from the manifests alone, so a code change does not reinstall them.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/client-kit/package.json packages/client-kit/
COPY apps/server/package.json apps/server/
COPY apps/guest-web/package.json apps/guest-web/
COPY apps/staff-web/package.json apps/staff-web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && scripts/stage-production.sh /app

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
# Fewer glibc malloc arenas, so a large picture's decode holds less memory (4 parallel 39.7 MP PNG uploads,
# one run: peak 262 MB with it, 301 MB without; docs/reliability.md).
ENV MALLOC_ARENA_MAX=2
# One font for the letters drawn into a hotel's app icons when it has no logo (decision 0158); without any, the
# icon falls back to the product's "H".
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=root:root /app /app
# Runs as the image's unprivileged `node` user; it writes only DATA_DIR (the embedded database, when no
# DATABASE_URL is set — a trial, one instance).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and gets SIGTERM itself (exec form, no shell): it stops taking connections, tells live
# sockets to reconnect, finishes requests in flight and exits within SHUTDOWN_GRACE_SECONDS.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
