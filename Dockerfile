# syntax=docker/dockerfile:1
# The AfriTrade Hub server: one image for every replica (README, Deploying).
#   docker build -t afritrade-hub .
#   docker run -p 3000:3000 -e DATABASE_URL=... -e REDIS_URL=... -e S3_BUCKET=... afritrade-hub

# The base image by exact version (the Node of package-lock's `node` package), not a moving
# tag: a rebuild brings the same Node. To pin the bytes too, append its digest
# (`docker buildx imagetools inspect node:24.9.0-bookworm-slim` prints it):
#   docker build --build-arg NODE_IMAGE=node:24.9.0-bookworm-slim@sha256:<digest> .
ARG NODE_IMAGE=node:24.9.0-bookworm-slim

# 1. Build the site (Astro) with every dependency.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Only what runs: production dependencies.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. The image: sources (the server runs its TypeScript on Node 24), the built site, tini
# (Debian bookworm's, by version). Tests, benchmarks and docs stay out (.dockerignore).
FROM ${NODE_IMAGE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini=0.19.0-1+b3 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BUILD_DIR=/app/dist
WORKDIR /app
COPY --chown=root:root . .
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The code is root's and read-only to the server; it writes only to DATA_DIR (a publish's
# build too: services/content/site-builder.ts) and CONTENT_DIR (compose: /data/content).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# tini forwards SIGTERM to node (graceful shutdown) and reaps children.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "src/server/server.ts"]
