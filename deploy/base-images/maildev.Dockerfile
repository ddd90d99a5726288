# maildev/maildev:2.2.1, built locally (build.sh): the node base plus maildev from the npm registry;
# SMTP on 1025, the web inbox and REST API on 1080, as the official image. wget for compose's check.
FROM node:24-bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends wget \
    && rm -rf /var/lib/apt/lists/* \
    && npm install -g --no-audit --no-fund maildev@2.2.1 \
    && npm cache clean --force
USER node
EXPOSE 1025 1080
ENTRYPOINT ["maildev"]
