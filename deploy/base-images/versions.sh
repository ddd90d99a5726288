# The base images' tags, as deploy/front-end.Dockerfile, server/Dockerfile and docker-compose.yml
# name them (tooling/test/base-images.test.ts holds them equal), and what build.sh puts in them.
DEBIAN_SUITE=bookworm
DEBIAN_IMAGE=debian:bookworm-slim
NODE_VERSION=24.21.0
NPM_VERSION=11.19.1
NODE_IMAGE=node:24-bookworm-slim
POSTGRES_IMAGE=postgres:15-bookworm
MAILDEV_IMAGE=maildev/maildev:2.2.1
