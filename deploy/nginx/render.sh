#!/bin/sh
# Writes a runnable nginx folder for one front-end build: `render.sh <folder>`, then
# `nginx -p <folder> -c <folder>/nginx.conf`. Containers run it at start (entrypoint.sh), the
# tests and the e2e suite run it too, so what they check is what a container serves.
#
# Environment (the URLs default to the contract's local addresses, docs/platform-contract.md §2):
#   LISTEN           port or address:port to listen on                  (default 8080)
#   DOCUMENT_ROOT    the build to serve                                  (default /srv/app)
#   WRITE_CONFIG_JSON  "true" for the shell: config.json is written from the environment into
#                    the folder (write-shell-config.sh) and served instead of the build's
#   SHELL_URL AUTH_URL ONBOARDING_URL WALLET_URL CONTENT_URL BACKOFFICE_URL GAMES_URL API_URL IDENTITY_URL
#                    where the browser reaches each service; their origins make the CSP
set -eu

out=${1:?usage: render.sh <output folder>}
here=$(cd "$(dirname "$0")" && pwd)

# scheme://host[:port] of a URL; anything else is refused so it cannot break the config.
origin_of() {
  origin=$(printf '%s' "$2" | sed -E 's#^(https?://[^/?#]+).*$#\1#')
  if ! printf '%s' "$origin" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?$'; then
    echo "render.sh: $1 must be an http(s) URL, got \"$2\"" >&2
    exit 1
  fi
  printf '%s' "$origin"
}

# One assignment each: `set -e` sees a failed command substitution only as a whole assignment.
shell_origin=$(origin_of SHELL_URL "${SHELL_URL:-http://localhost:3000}")
auth_origin=$(origin_of AUTH_URL "${AUTH_URL:-http://localhost:3001}")
onboarding_origin=$(origin_of ONBOARDING_URL "${ONBOARDING_URL:-http://localhost:3002}")
wallet_origin=$(origin_of WALLET_URL "${WALLET_URL:-http://localhost:3003}")
content_origin=$(origin_of CONTENT_URL "${CONTENT_URL:-http://localhost:3004}")
backoffice_origin=$(origin_of BACKOFFICE_URL "${BACKOFFICE_URL:-http://localhost:3005}")
games_origin=$(origin_of GAMES_URL "${GAMES_URL:-http://localhost:3006}")
frontend_origins="$shell_origin $auth_origin $onboarding_origin $wallet_origin $content_origin $backoffice_origin $games_origin"
api_origin=$(origin_of API_URL "${API_URL:-http://localhost:8080}")
identity_origin=$(origin_of IDENTITY_URL "${IDENTITY_URL:-http://localhost:8081}")

# content-security-policy.txt: comments and blank lines dropped, placeholders filled, lines joined with "; ".
policy=$(sed -E -e '/^[[:space:]]*(#|$)/d' \
  -e "s|\\$\\{FRONTEND_ORIGINS\\}|$frontend_origins|g" \
  -e "s|\\$\\{API_ORIGIN\\}|$api_origin|g" \
  -e "s|\\$\\{IDENTITY_ORIGIN\\}|$identity_origin|g" \
  "$here/content-security-policy.txt" | awk '{ printf "%s%s", separator, $0; separator = "; " }')

listen=${LISTEN:-8080}
document_root=${DOCUMENT_ROOT:-/srv/app}
case "$listen" in *[!0-9A-Za-z.:]*) echo "render.sh: LISTEN must be a port or address:port, got \"$listen\"" >&2; exit 1 ;; esac
case "$document_root" in /*) ;; *) echo "render.sh: DOCUMENT_ROOT must be an absolute path, got \"$document_root\"" >&2; exit 1 ;; esac
case "$document_root" in *[\;\"\ ]*) echo "render.sh: DOCUMENT_ROOT must not contain spaces, quotes or ';'" >&2; exit 1 ;; esac
# Every origin has client-side routes: the shell's, and each remote's standalone harness.
missing=spa-fallback.conf

mkdir -p "$out/tmp"
out=$(cd "$out" && pwd)
cp "$here/nginx.conf" "$here/headers.conf" "$here/$missing" "$out/"
cat > "$out/app.conf" <<CONF
listen $listen;
root $document_root;
set \$content_security_policy "$policy";
include $missing;
CONF

# The image's files stay read-only: the runtime config lives in this folder.
if [ "${WRITE_CONFIG_JSON:-false}" = true ]; then
  sh "$here/write-shell-config.sh" "$out/config.json"
  cat >> "$out/app.conf" <<CONF
location = /config.json {
  include headers.conf;
  add_header Cache-Control "no-cache";
  root $out;
}
CONF
fi
