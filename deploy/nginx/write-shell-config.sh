#!/bin/sh
# Writes the shell's config.json, the discovery document (docs/platform-contract.md §3, ADR 049),
# from the build's default one and the environment: `write-shell-config.sh <config.json path> [<default document>]`.
# The default document is the build's config.json (shell/public/config.json); scripts/lib/stack.ts
# writes the same for `npm start`, and shared's parseAppConfig validates it (tooling/test/nginx-config.test.ts).
#
# Environment: API_URL IDENTITY_URL REALM CLIENT_ID CLIENT_SECRET SUPPORT_EMAIL SUPPORT_PHONE, and for
# each micro-frontend the document lists with one version, <NAME>_URL (its base URL, the name in capitals:
# GAMES_URL for games; its manifest is <URL>/mf-manifest.json). A micro-frontend listed with several
# versions (a canary) keeps the document's URLs: its versions are the operator's to place.
set -eu

file=${1:?usage: write-shell-config.sh <config.json path> [<default document>]}
document=${2:-${DOCUMENT_ROOT:-/srv/app}/config.json}

client_id=${CLIENT_ID:-player-web}
client_secret=${CLIENT_SECRET:-player-web-secret}
basic=$(printf '%s:%s' "$client_id" "$client_secret" | base64 | tr -d '\n')

jq \
  --arg api "${API_URL:-http://localhost:8080}" \
  --arg identity "${IDENTITY_URL:-http://localhost:8081}" \
  --arg realm "${REALM:-players}" \
  --arg client_id "$client_id" \
  --arg authorization "Basic $basic" \
  --arg email "${SUPPORT_EMAIL:-support@playprize.lk}" \
  --arg phone "${SUPPORT_PHONE:-+94 11 234 5678}" \
  '.apiBaseUrl = $api
  | .identity = { baseUrl: $identity, realm: $realm, clientId: $client_id, clientAuthorization: $authorization }
  | .support = { email: $email, phone: $phone }
  | .microFrontends |= with_entries(
      (env[(.key | ascii_upcase) + "_URL"] // "") as $base
      | if $base != "" and (.value | length) == 1
        then .value[0].url = ($base | sub("/+$"; "")) + "/mf-manifest.json"
        else . end)' \
  "$document" > "$file.tmp"
mv "$file.tmp" "$file"
