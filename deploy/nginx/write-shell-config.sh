#!/bin/sh
# Writes the shell's config.json (docs/platform-contract.md §3) from the environment: `write-shell-config.sh <file>`.
# Same shape and defaults as writeShellConfig in scripts/lib/stack.ts; shared's parseAppConfig
# validates it (tooling/test/nginx-config.test.ts). render.sh runs it when WRITE_CONFIG_JSON=true.
#
# Environment: API_URL IDENTITY_URL REALM CLIENT_ID CLIENT_SECRET AUTH_URL ONBOARDING_URL
# WALLET_URL CONTENT_URL BACKOFFICE_URL GAMES_URL (a remote's base URL; its manifest is <URL>/mf-manifest.json)
# SUPPORT_EMAIL SUPPORT_PHONE
set -eu

file=${1:?usage: write-shell-config.sh <config.json path>}

# A JSON string literal: backslashes and double quotes escaped.
json() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}
manifest() {
  json "${1%/}/mf-manifest.json"
}

client_id=${CLIENT_ID:-player-web}
client_secret=${CLIENT_SECRET:-player-web-secret}
basic=$(printf '%s:%s' "$client_id" "$client_secret" | base64 | tr -d '\n')

cat > "$file" <<JSON
{
  "apiBaseUrl": $(json "${API_URL:-http://localhost:8080}"),
  "identity": {
    "baseUrl": $(json "${IDENTITY_URL:-http://localhost:8081}"),
    "realm": $(json "${REALM:-players}"),
    "clientId": $(json "$client_id"),
    "clientAuthorization": $(json "Basic $basic")
  },
  "remotes": {
    "auth": $(manifest "${AUTH_URL:-http://localhost:3001}"),
    "onboarding": $(manifest "${ONBOARDING_URL:-http://localhost:3002}"),
    "wallet": $(manifest "${WALLET_URL:-http://localhost:3003}"),
    "content": $(manifest "${CONTENT_URL:-http://localhost:3004}"),
    "backoffice": $(manifest "${BACKOFFICE_URL:-http://localhost:3005}"),
    "games": $(manifest "${GAMES_URL:-http://localhost:3006}")
  },
  "support": { "email": $(json "${SUPPORT_EMAIL:-support@playprize.lk}"), "phone": $(json "${SUPPORT_PHONE:-+94 11 234 5678}") }
}
JSON
