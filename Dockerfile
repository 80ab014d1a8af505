# Production image on the official Node 26 image (cannot be built on the development machines
# here: they have no Docker engine). Runs the web server; the same image runs the worker with
# `npm run worker`. Configure with environment variables (see .env.example); use DATABASE_URL
# for a shared PostgreSQL when running more than one container.
FROM node:26-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The stand-in package named in package.json's overrides (decision 019).
COPY tests/stubs ./tests/stubs
RUN npm install --no-audit --no-fund
COPY . .
# The pages carry SITE_URL from the build (canonical, og:url), and the server refuses to start a
# build made for another address: docker build --build-arg SITE_URL=https://www.example.no .
ARG SITE_URL=http://localhost:3000
RUN npm run build && npm prune --omit=dev

FROM node:26-bookworm-slim
# Metrics listen on all interfaces inside the container so Prometheus can reach them; publish
# 9464 on the private network only (never next to 3000). The worker needs another METRICS_PORT
# only when it shares a network namespace with a web container.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data METRICS_HOST=0.0.0.0 METRICS_PORT=9464 \
    NODE_COMPILE_CACHE=/data/compile-cache
# The address the image was built for is its default SITE_URL.
ARG SITE_URL=http://localhost:3000
ENV SITE_URL=$SITE_URL
WORKDIR /app
RUN useradd --system --uid 10001 --home /app fjellvik && mkdir -p /data && chown fjellvik /data
COPY --from=build --chown=fjellvik /app /app
USER fjellvik
EXPOSE 3000 9464
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Run with an init (`docker run --init`, `init: true` in compose) when using the embedded
# PostgreSQL, so its processes are reaped if the server dies; with DATABASE_URL it does not matter.
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=512", "server/index.ts"]
