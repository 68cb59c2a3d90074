# syntax=docker/dockerfile:1
# The reference image of the member app (docs/operations.md, docs/decisions/073-production-build-and-deploy.md).
#   docker build -t wl-member .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e OUTBOX_KEY=… wl-member
# Node 24 LTS on Debian slim (glibc: sharp's prebuilt libvips). Every environment variable is in the
# table of docs/operations.md.

# Build: all dependencies, then the client (Vite) and the server bundle (esbuild) into dist/.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Run: production dependencies only (no tsx, no vite), the build, the partner folders; not root.
FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/partners ./partners
# DATA_DIR: the embedded database when DATABASE_URL is unset, and scratch files; the only place the
# server writes. The application files stay root's, read-only to the server.
RUN mkdir -p /data && chown node:node /data
# The image's `node` user, by number so that Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
EXPOSE 3000
# Readiness: the database, and Redis and the object store when configured (503 names what is down).
# No curl in the slim image: Node's fetch.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself as PID 1, not npm: SIGTERM reaches the server, which drains (SHUTDOWN_DRAIN_MS) and exits.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
