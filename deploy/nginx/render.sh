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
#   SHELL_URL API_URL IDENTITY_URL  where the browser reaches the shell, the API and the identity service
#   <NAME>_URL       where the browser reaches a remote (AUTH_URL for auth). The Content-Security-Policy's
#                    front-end origins are SHELL_URL's and every other *_URL's set but API_URL's,
#                    IDENTITY_URL's and *_FRAGMENT_URL's: nothing here names a remote. The shell's nginx
#                    adds every origin its document lists at each request (discovery.js).
#   <NAME>_FRAGMENT_URL (AUTH_FRAGMENT_URL …)
#                    the shell only: where its nginx reaches a micro-frontend's build at <NAME>_URL for
#                    the pre-rendered screens it includes (ADR 035); by default where the browser does
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
api_origin=$(origin_of API_URL "${API_URL:-http://localhost:8080}")
identity_origin=$(origin_of IDENTITY_URL "${IDENTITY_URL:-http://localhost:8081}")
# "<NAME>_URL <url>" for every other browser address this container was given.
listed=$(env | sed -n 's/^\([A-Z][A-Z0-9_]*_URL\)=.*/\1/p' | grep -vxE 'SHELL_URL|API_URL|IDENTITY_URL|.*_FRAGMENT_URL' \
  | while read -r name; do printf '%s %s\n' "$name" "$(printenv "$name")"; done)
listed_origins=$(printf '%s\n' "$listed" | while read -r name url; do
  [ -z "$url" ] || { origin_of "$name" "$url"; echo; }
done)
# The shell's first, then the others sorted bytewise, once each: containers given the same URLs send the same policy.
others=$(printf '%s\n' "$listed_origins" | LC_ALL=C sort -u | grep -vxF -e "$shell_origin" -e '' | tr '\n' ' ')
frontend_origins="$shell_origin${others:+ ${others% }}"

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
# Extra directives of the pages' location: the shell's set the cookies their versions are chosen by (below).
: > "$out/page.conf"

# The image's files stay read-only: the runtime config lives in this folder.
if [ "${WRITE_CONFIG_JSON:-false}" = true ]; then
  sh "$here/write-shell-config.sh" "$out/config.json" "$document_root/config.json"
  # Where nginx reaches a micro-frontend's build for the pre-rendered screens: public base →
  # <NAME>_FRAGMENT_URL, for each one the document lists (its public base: <NAME>_URL, else the document's).
  jq '.microFrontends | to_entries | map(
      (.key | ascii_upcase) as $name
      | (env[$name + "_FRAGMENT_URL"] // "") as $fragment
      | select($fragment != "")
      | [(env[$name + "_URL"] // "" | if . == "" then null else . end) // (.value[0].url | sub("/[^/]*$"; "")), $fragment]
      | map(sub("/+$"; ""))
      | if all(test("^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[A-Za-z0-9._~/-]*)?$"))
        then { key: .[0], value: .[1] }
        else error("render.sh: \($name)_URL and \($name)_FRAGMENT_URL must be http(s) URLs, got \(.)") end
    ) | from_entries' "$out/config.json" > "$out/fragment-bases.json"
  cp "$here/discovery.js" "$out/"
  cat >> "$out/app.conf" <<CONF
# Each browser runs one version of each micro-frontend, chosen here (ADR 049, discovery.js).
js_import discovery.js;
set \$discovery_document "$out/config.json";
set \$fragment_bases "$out/fragment-bases.json";
js_set \$browser_versions discovery.browserVersions;
# The policy names every origin the document lists, read at each request.
set \$frontend_origins "$frontend_origins";
js_set \$document_policy discovery.policy;
set \$content_security_policy \$document_policy;
location = /config.json {
  include headers.conf;
  add_header Cache-Control "no-cache";
  # With gzip_vary's: "Vary: Accept-Encoding, Cookie".
  add_header Vary "Cookie";
  js_content discovery.config;
}
# A page includes its screen from the version of the owning remote this browser runs, at each
# request (ADR 035); a remote that fails or is slow leaves the include empty, and the page renders
# in the browser.
ssi on;
js_set \$fragment_choices discovery.fragmentChoices;
# A route the document marks pre-rendered gets the generic page (nginx.conf's maps), its include
# going through the location below like any other.
js_set \$document_screen discovery.documentScreen;
location /_fragments/ {
  internal;
  # This include's remote picked by its own URI: an include shares its page's variables, so with
  # two includes a variable could hold the other's by the time sub_filter reads it; captures are
  # the include's own.
  set \$fragment_key "\$uri\$fragment_choices";
  if (\$fragment_key !~ "^/_fragments/(\\w+)/([a-z0-9-]+\\.[a-z]+\\.html)(?: \\S+)*? \\1=([^\\s>]+)>(\\S+)") {
    return 204;
  }
  # A variable: the remote's host is looked up when asked (resolver below), so the shell starts
  # whether or not a remote's name resolves yet.
  set \$fragment_url "\$3/prerender/\$2";
  proxy_pass \$fragment_url;
  proxy_set_header Accept-Encoding "";
  proxy_ssl_server_name on;
  proxy_connect_timeout 1s;
  proxy_send_timeout 2s;
  proxy_read_timeout 2s;
  proxy_intercept_errors on;
  error_page 301 302 307 308 400 403 404 405 500 502 503 504 = @no_fragment;
  # The build writes a token where the remote's base URL goes in asset URLs.
  sub_filter "__PLAYPRIZE_REMOTE_BASE__" "\$4";
  sub_filter_once off;
}
CONF
  cat > "$out/page.conf" <<CONF
# Named in the config, so nginx keeps its value for the page's includes too (they share its
# variables): a new browser's screens are chosen by the id its page sets.
set \$page_browser_versions \$browser_versions;
js_header_filter discovery.pageCookies;
CONF
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
else
  # nginx.conf's pages name it; a remote has no pages, and no document to find a screen in.
  echo 'set $document_screen "";' >> "$out/app.conf"
fi
