# syntax=docker/dockerfile:1
# One image for the whole app: the Fastify server, the built SPA and the migrations.

FROM node:20-bookworm-slim AS build
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true TURBO_TELEMETRY_DISABLED=1
# argon2's prebuilt binary does not load on every glibc machine (decision 060); its install
# script then builds it from source with node-gyp against the image's own Node headers.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
RUN npm install -g pnpm@10.34.9
WORKDIR /app
# Install from the lockfile first, so a code change does not reinstall every dependency.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/db/package.json packages/db/
COPY packages/trpc/package.json packages/trpc/
COPY packages/ui/package.json packages/ui/
COPY packages/validators/package.json packages/validators/
COPY tooling/eslint/package.json tooling/eslint/
COPY tooling/typescript/package.json tooling/typescript/
COPY tooling/perf-web/package.json tooling/perf-web/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm turbo run build --filter=@promptshelf/api...

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
# The server bundle loads its npm dependencies and the migrations from the workspace's
# node_modules links, so the installed workspace comes along as it is.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
