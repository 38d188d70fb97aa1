#!/usr/bin/env bash
# Installs or upgrades Skarpjern Snekker on a Debian 12 server, from the checkout this script is in.
# Idempotent: the first run sets everything up; every later run is an upgrade (new release, migrations
# as a release step, rolling restart of both instances). See docs/OPERATIONS.md.
#
#   sudo DOMAIN=www.skarpjern-snekker.no ACME_EMAIL=drift@skarpjern-snekker.no deploy/install.sh
#
# DOMAIN and ACME_EMAIL are needed on the first run only (they are kept in /etc/skarpjern/install.conf).
set -euo pipefail

APP_USER=skarpjern
PORTS=(3001 3002)
ETC=/etc/skarpjern
ENV_FILE=$ETC/skarpjern.env
DATA=/var/lib/skarpjern
OPT=/opt/skarpjern
# Production runs Node 24 LTS (Node 20 reached end of life in April 2026): a server on Node 20 is
# moved to 24 by the next run of this script. Node 24 is the one runtime (`engines`), in the tests too.
NODE_MIN=24.0.0
NODE_VERSION=${NODE_VERSION:-24.21.0} # installed unless the machine's node is 24 and >= NODE_MIN (engines: >=24 <25)
KEEP_RELEASES=3
SRC=$(cd "$(dirname "$0")/.." && pwd)

say() { printf '== %s\n' "$*"; }
die() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }

[ "$(id -u)" -eq 0 ] || die "run as root (sudo)"
grep -q '^VERSION_ID="12"' /etc/os-release 2>/dev/null || say "warning: written for Debian 12; this is $(. /etc/os-release && echo "$PRETTY_NAME")"

# --- settings of this machine, asked for once
mkdir -p "$ETC"
# shellcheck source=/dev/null
if [ -f "$ETC/install.conf" ]; then . "$ETC/install.conf"; fi
DOMAIN=${DOMAIN:-}
ACME_EMAIL=${ACME_EMAIL:-}
[ -n "$DOMAIN" ] || die "set DOMAIN (e.g. DOMAIN=www.skarpjern-snekker.no) on the first run"
[ -n "$ACME_EMAIL" ] || die "set ACME_EMAIL (the address Let's Encrypt writes to about the certificate) on the first run"
printf 'DOMAIN=%q\nACME_EMAIL=%q\n' "$DOMAIN" "$ACME_EMAIL" > "$ETC/install.conf"

# --- packages: PostgreSQL 15, its client tools (backups) and Caddy 2, all from Debian
say "Debian packages"
export DEBIAN_FRONTEND=noninteractive
need=()
for pkg in postgresql postgresql-client caddy ca-certificates curl xz-utils rsync; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq
  apt-get install -y -qq "${need[@]}"
fi

# --- Node.js 24 LTS (Debian 12 ships 18): the official build, checked against its published checksum
node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e "const [a,b,c]=process.versions.node.split('.').map(Number),[x,y,z]='$NODE_MIN'.split('.').map(Number);process.exit(a===x&&(b>y||(b===y&&c>=z))?0:1)"
}
if ! node_ok; then
  say "Node.js $NODE_VERSION"
  arch=$(dpkg --print-architecture); case "$arch" in amd64) arch=x64 ;; arm64) arch=arm64 ;; *) die "no Node.js build for $arch" ;; esac
  tarball="node-v$NODE_VERSION-linux-$arch.tar.xz"
  tmp=$(mktemp -d)
  curl -fsSL "https://nodejs.org/dist/v$NODE_VERSION/$tarball" -o "$tmp/$tarball"
  curl -fsSL "https://nodejs.org/dist/v$NODE_VERSION/SHASUMS256.txt" -o "$tmp/SHASUMS256.txt"
  (cd "$tmp" && grep " $tarball\$" SHASUMS256.txt | sha256sum -c -)
  mkdir -p /opt/node
  tar -xJf "$tmp/$tarball" -C /opt/node
  rm -rf "$tmp"
  for bin in node npm npx; do ln -sfn "/opt/node/node-v$NODE_VERSION-linux-$arch/bin/$bin" "/usr/local/bin/$bin"; done
fi
# The unit starts /usr/local/bin/node; a node from elsewhere on PATH is linked there.
[ -x /usr/local/bin/node ] || ln -sfn "$(command -v node)" /usr/local/bin/node

# --- the user the app runs as, and its data folder (the only place it may write)
say "user $APP_USER and $DATA"
id "$APP_USER" >/dev/null 2>&1 || useradd --system --home-dir "$DATA" --shell /usr/sbin/nologin "$APP_USER"
install -d -o "$APP_USER" -g "$APP_USER" -m 0750 "$DATA" "$DATA/uploads" "$DATA/backups" "$DATA/mail"

# --- the env file with generated secrets, written once; later runs leave it as the admin edited it
if [ ! -f "$ENV_FILE" ]; then
  say "$ENV_FILE (new secrets)"
  db_password=$(head -c 24 /dev/urandom | base64 | tr -d '/+=')
  session_secret=$(head -c 48 /dev/urandom | base64 | tr -d '/+=')
  sed -e "s|@DOMAIN@|$DOMAIN|g" -e "s|@DB_PASSWORD@|$db_password|g" -e "s|@SESSION_SECRET@|$session_secret|g" \
    "$SRC/deploy/skarpjern.env" > "$ENV_FILE.new"
  chown root:"$APP_USER" "$ENV_FILE.new"
  chmod 0640 "$ENV_FILE.new"
  mv "$ENV_FILE.new" "$ENV_FILE"
fi
# shellcheck source=/dev/null
env_value() { (set -a; . "$ENV_FILE"; eval "printf '%s' \"\${$1:-}\""); }

# --- PostgreSQL: the role and database of DATABASE_URL
say "PostgreSQL"
systemctl enable --now postgresql >/dev/null
db_url=$(env_value DATABASE_URL)
db_password=$(printf '%s' "$db_url" | sed -E 's|^postgres(ql)?://[^:]+:([^@]*)@.*$|\2|')
if ! runuser -u postgres -- psql -tAc "select 1 from pg_roles where rolname = '$APP_USER'" | grep -q 1; then
  runuser -u postgres -- psql -q -c "create role $APP_USER login password '$db_password'"
fi
if ! runuser -u postgres -- psql -tAc "select 1 from pg_database where datname = '$APP_USER'" | grep -q 1; then
  runuser -u postgres -- createdb -O "$APP_USER" "$APP_USER"
fi

# --- a new release: the code, its dependencies and the built web app, read-only to the app
release="$OPT/releases/$(date -u +%Y%m%dT%H%M%SZ)"
say "release $release"
mkdir -p "$OPT/releases"
rsync -a --delete --exclude node_modules --exclude dist --exclude data --exclude .git --exclude .env "$SRC/" "$release/"
(cd "$release" && npm ci --no-audit --no-fund --loglevel=error && npm run build --silent)
chown -R root:root "$release"
chmod -R go-w "$release"

# --- migrations as a release step, before any instance runs the new code (under the same
# advisory lock the instances take, so an instance restarting meanwhile simply waits)
say "migrations"
runuser -u "$APP_USER" -- env -C "$release" bash -c "set -a; . '$ENV_FILE'; set +a; exec /usr/local/bin/node --import tsx scripts/migrate.ts"

ln -sfn "$release" "$OPT/current.new" && mv -T "$OPT/current.new" "$OPT/current"

# --- systemd units, then a rolling restart: one instance at a time, the next only once it is ready
say "systemd units"
install -m 0644 "$SRC/deploy/skarpjern@.service" /etc/systemd/system/skarpjern@.service
systemctl daemon-reload
wait_ready() {
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:$1/readyz" >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  journalctl -u "skarpjern@$1" -n 30 --no-pager >&2 || true
  die "instance on port $1 is not ready after 60 s"
}
for port in "${PORTS[@]}"; do
  systemctl enable "skarpjern@$port" >/dev/null 2>&1
  say "restarting skarpjern@$port"
  systemctl restart "skarpjern@$port"
  wait_ready "$port"
  sleep 2 # Caddy's health check (every 1 s) takes it back into the pool before the next one goes
done

# --- Caddy: HTTPS for DOMAIN (and the bare domain redirecting to it), proxying to both instances
say "Caddy"
bare=${DOMAIN#www.}
[ "$bare" != "$DOMAIN" ] || bare="www.$DOMAIN"
sed -e "s|@DOMAIN@|$DOMAIN|g" -e "s|@BARE_DOMAIN@|$bare|g" -e "s|@ACME_EMAIL@|$ACME_EMAIL|g" "$SRC/deploy/Caddyfile" > /etc/caddy/Caddyfile.new
caddy validate --adapter caddyfile --config /etc/caddy/Caddyfile.new >/dev/null
mv /etc/caddy/Caddyfile.new /etc/caddy/Caddyfile
systemctl enable caddy >/dev/null 2>&1
if systemctl is-active --quiet caddy; then systemctl reload caddy; else systemctl start caddy; fi

# --- old releases beyond the last few
mapfile -t old < <(find "$OPT/releases" -mindepth 1 -maxdepth 1 -type d | sort | head -n -"$KEEP_RELEASES")
for dir in "${old[@]}"; do
  if [ "$dir" != "$(readlink -f "$OPT/current")" ]; then rm -rf "$dir"; fi
done

say "done: https://$DOMAIN  (instances: ${PORTS[*]}; settings: $ENV_FILE)"
