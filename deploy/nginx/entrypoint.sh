#!/bin/sh
# Front-end container start: nginx is configured for this deployment's origins (and the shell's
# config.json written) from the environment, then nginx replaces this script so signals reach it.
set -eu

sh "$(dirname "$0")/render.sh" /tmp/nginx
exec nginx -p /tmp/nginx -c /tmp/nginx/nginx.conf
