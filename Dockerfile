# syntax=docker/dockerfile:1
# The same app as the Debian recipe (deploy/), as an image: Node 24 LTS on Debian 12, PostgreSQL 15's
# client tools for backups, no root at run time, tini as PID 1. See docs/OPERATIONS.md.

# --- build: every dependency, then the web app (browser bundle and server renderer)
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime dependencies only (tsx runs the TypeScript server as it does under systemd)
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# --- runtime
FROM node:24-bookworm-slim
# tini forwards SIGTERM to node and reaps children (pg_dump of the scheduled backup);
# postgresql-client-15 brings the pg_dump/pg_restore that match the database.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data/uploads /data/backups /data/mail \
 && chown -R node:node /data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json tsconfig.json mikro-orm.config.ts ./
COPY src ./src
COPY migrations ./migrations
COPY scripts ./scripts
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    UPLOAD_DIR=/data/uploads \
    BACKUP_DIR=/data/backups \
    MAIL_DIR=/data/mail \
    PG_BIN_DIR=/usr/lib/postgresql/15/bin \
    SHUTDOWN_DRAIN_SECONDS=2
USER node
EXPOSE 3000
# /readyz checks the database too; the slim image has no curl, node's fetch does it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "src/main.ts"]
