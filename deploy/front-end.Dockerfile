# The image of every front end (the shell and each remote): the app's production build served by
# nginx (deploy/nginx) on its contract port. A remote deploys on its own: the shell reads its
# manifest URL from config.json, so a new remote image needs no shell rebuild. The shell's image
# also writes config.json from the environment when it starts (docs/platform-contract.md §3).
# Build from the repository root (the build needs the lockfile and the contract, ui and shared workspaces):
#   docker build -f deploy/front-end.Dockerfile --build-arg APP=mfe-content --build-arg PORT=3004 -t playprize/mfe-content .
#   docker build -f deploy/front-end.Dockerfile --build-arg APP=shell --build-arg PORT=3000 \
#     --build-arg WRITE_CONFIG_JSON=true --build-arg HEALTH_PATH=config.json -t playprize/shell .
# Environment at run time: deploy/README.md.

# The app's folder and its contract port; the shell sets the last two as above. Each stage declares
# the ones it uses only after its install steps: a build argument in scope makes every later RUN
# depend on its value, and the shared layers below would be built again for every app.
ARG APP
ARG PORT
ARG WRITE_CONFIG_JSON=false
ARG HEALTH_PATH=mf-manifest.json

# Every package.json `npm ci` reads, and the lockfile, at their paths: the workspaces are what the
# root package.json's globs find (`mfe-*`), so no Dockerfile names one and a new remote changes
# none. This stage runs again on any change, but BuildKit keys the COPY below by its files'
# content: the install after it is rebuilt only when a package.json or the lockfile changed.
FROM node:24-bookworm-slim AS manifests
WORKDIR /context
COPY . .
RUN mkdir /manifests && find . -maxdepth 2 \( -name package.json -o -name package-lock.json \) -print0 \
    | xargs -0 cp --parents -t /manifests

FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
# server/Dockerfile's manifests and dependencies stages are these same lines
# (tooling/test/dockerfiles.test.ts holds them equal), so every image, the server's and each front
# end's, shares this one layer: one `npm ci` for all of them.
COPY --from=manifests /manifests/ ./
# `npm ci` alone refuses the committed lockfile wherever it runs: it was resolved on a registry
# mirror that lacks other platforms' optional binaries (@rspack/binding-*, @swc/core-*,
# @unrs/resolver-binding-*; see .ci/run). `--package-lock-only` adds only those entries from the
# public registry without changing a locked version (a no-op once the lockfile is complete);
# `npm ci` then installs exactly the lockfile.
RUN --mount=type=cache,target=/root/.npm \
    npm install --package-lock-only --no-audit --no-fund && npm ci --no-audit --no-fund

FROM dependencies AS build
# What every app's build reads besides its own folder: the federation settings (rspack.base.ts),
# everything it names under tooling/ (the pre-render, the installable app's, the catalogue loader,
# the federation runtime's pieces: the whole folder, so a new one cannot be left out; its tests
# are left out by .dockerignore), and the contract's local config.json the pre-rendered screens
# are rendered with.
COPY tsconfig.base.json rspack.base.ts index.html ./
COPY tooling/ tooling/
COPY shell/public/config.json shell/public/config.json
COPY contract/ contract/
COPY ui/ ui/
COPY shared/ shared/
ARG APP
COPY ${APP}/ ${APP}/
RUN npm run build -w ${APP}

# Only nginx and the build: no Node, no node_modules (jq writes the shell's config.json at start,
# write-shell-config.sh). Debian's nginx, brotli and njs modules are the packages the tests run
# the same config with (tooling/test/nginx-config.test.ts, nginx-discovery.test.ts).
FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter libnginx-mod-http-js curl jq \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --gid nogroup --no-create-home --shell /usr/sbin/nologin web
COPY deploy/nginx/ /opt/deploy/nginx/
ARG APP
ARG PORT
ARG WRITE_CONFIG_JSON
ARG HEALTH_PATH
# Owned by root, read-only to the server: what runs is what was built.
COPY --from=build /app/${APP}/dist/ /srv/app/
ENV LISTEN=${PORT} DOCUMENT_ROOT=/srv/app WRITE_CONFIG_JSON=${WRITE_CONFIG_JSON} HEALTH_PATH=${HEALTH_PATH}
# Unprivileged port; nginx's pid, temp files and rendered config live in /tmp/nginx.
USER web
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD curl -fsS -o /dev/null "http://127.0.0.1:${LISTEN}/${HEALTH_PATH}" || exit 1
ENTRYPOINT ["/bin/sh", "/opt/deploy/nginx/entrypoint.sh"]
