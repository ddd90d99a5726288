#!/bin/sh
# Writes a runnable nginx folder for one front-end build: `render.sh <folder>`, then
# `nginx -p <folder> -c <folder>/nginx.conf`. Containers run it at start (entrypoint.sh), the
# tests and the e2e suite run it too, so what they check is what a container serves.
#
# Environment (the URLs default to the contract's local addresses, docs/platform-contract.md §2):
#   LISTEN           port or address:port to listen on                  (default 8080)
#   DOCUMENT_ROOT    the build to serve                                  (default /srv/app)
#   WRITE_CONFIG_JSON  "true" for the shell: config.json is written from the build's and the
#                    environment into the folder (write-shell-config.sh) and served instead of the build's
#   SHELL_URL AUTH_URL ONBOARDING_URL WALLET_URL CONTENT_URL BACKOFFICE_URL GAMES_URL API_URL IDENTITY_URL
#                    where the browser reaches each service; their origins make the CSP
#   AUTH_FRAGMENT_URL … GAMES_FRAGMENT_URL
#                    the shell only: where its nginx reaches a remote's build for the pre-rendered
#                    screens it includes (ADR 035); defaults to the remote's *_URL
#   RESOLVER         the shell only: the name server nginx asks for those hosts (default: /etc/resolv.conf's)
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

# scheme://host[:port][/path] without a trailing slash, for a base URL written into the config; anything else is refused.
base_url() {
  if ! printf '%s' "$2" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[A-Za-z0-9._~/-]*)?$'; then
    echo "render.sh: $1 must be an http(s) URL, got \"$2\"" >&2
    exit 1
  fi
  printf '%s' "${2%/}"
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
  sh "$here/write-shell-config.sh" "$out/config.json" "$document_root/config.json"
  cat >> "$out/app.conf" <<CONF
location = /config.json {
  include headers.conf;
  add_header Cache-Control "no-cache";
  root $out;
}
# A page includes its screen from the owning remote's build at each request (ADR 035); a remote
# that fails or is slow leaves the include empty, and the page renders in the browser.
ssi on;
CONF
  for remote in AUTH ONBOARDING WALLET CONTENT BACKOFFICE GAMES; do
    name=$(printf '%s' "$remote" | tr 'A-Z' 'a-z')
    eval "public_url=\${${remote}_URL:-}"
    eval "fragment_url=\${${remote}_FRAGMENT_URL:-}"
    case $remote in
      AUTH) default_url=http://localhost:3001 ;; ONBOARDING) default_url=http://localhost:3002 ;;
      WALLET) default_url=http://localhost:3003 ;; CONTENT) default_url=http://localhost:3004 ;;
      BACKOFFICE) default_url=http://localhost:3005 ;; GAMES) default_url=http://localhost:3006 ;;
    esac
    public_url=$(base_url "${remote}_URL" "${public_url:-$default_url}")
    # nginx's resolver does not read /etc/hosts: localhost is reached by its address.
    fragment_url=$(base_url "${remote}_FRAGMENT_URL" "${fragment_url:-$(printf '%s' "$public_url" | sed -E 's#^(https?://)localhost([:/]|$)#\1127.0.0.1\2#')}")
    cat >> "$out/app.conf" <<CONF
location ~ "^/_fragments/$name/(?<fragment_file>[a-z0-9-]+\\.[a-z]+\\.html)\$" {
  internal;
  # A variable: the remote's host is looked up when asked (resolver below), so the shell starts
  # whether or not a remote's name resolves yet.
  set \$fragment_url "$fragment_url/prerender/\$fragment_file";
  proxy_pass \$fragment_url;
  proxy_set_header Accept-Encoding "";
  proxy_ssl_server_name on;
  proxy_connect_timeout 1s;
  proxy_send_timeout 2s;
  proxy_read_timeout 2s;
  proxy_intercept_errors on;
  error_page 301 302 307 308 400 403 404 405 500 502 503 504 = @no_fragment;
  # The build writes a token where the remote's base URL goes in asset URLs.
  sub_filter "__PLAYPRIZE_REMOTE_BASE__" "$public_url";
  sub_filter_once off;
}
CONF
  done
  # The system's name server (a container's: Docker's), unless RESOLVER names one.
  resolver=${RESOLVER:-$(awk '/^nameserver/ { print $2; exit }' /etc/resolv.conf 2>/dev/null || true)}
  case "$resolver" in
    '') ;;
    *[!0-9A-Fa-f.:]*) echo "render.sh: RESOLVER must be an IP address, got \"$resolver\"" >&2; exit 1 ;;
    *:*) echo "resolver [$resolver] valid=30s;" >> "$out/app.conf" ;;
    *) echo "resolver $resolver valid=30s;" >> "$out/app.conf" ;;
  esac
  cat >> "$out/app.conf" <<CONF
location @no_fragment {
  return 204;
}
CONF
fi
