# syntax=docker/dockerfile:1
# Paygate Partner Portal: one image for every instance (docs/DEPLOY.md). Two stages: `build`
# installs everything and builds the web app and the server bundle; `runtime` installs the
# server's production dependencies only and runs as the unprivileged `node` user.

ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# The lockfile and every workspace's package.json first: the install layer is cached until they change.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/sdk/package.json packages/sdk/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY examples/merchant-server/package.json examples/merchant-server/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/sdk/package.json packages/sdk/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY examples/merchant-server/package.json examples/merchant-server/
# The server's dependencies only: no compiler, bundler, test runner or browser tooling.
RUN npm ci --omit=dev --workspace @paygate/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/packages/contracts/schema.graphql packages/contracts/schema.graphql
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR holds only the embedded database of a single-instance run; a cluster keeps nothing there.
# The audit checkpoints' folder (compose mounts a volume there): owned by node so a new volume is too.
RUN mkdir -p /app/data /app/audit-checkpoints && chown node:node /app/data /app/audit-checkpoints
USER node
EXPOSE 3000 9464
# Liveness: the process answers. Readiness (/readyz) is the load balancer's question (compose.yaml).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: /readyz 503, SHUTDOWN_DELAY_SECONDS of draining, in-flight requests and jobs finish.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
