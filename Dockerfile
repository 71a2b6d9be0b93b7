# Sello: one image for the site and the API. See docs/deploy.md.
#   docker build -t sello .
#   docker run -p 3000:3000 -v sello-data:/data sello        # embedded PostgreSQL (PGlite) and files in /data
# Debian 12 (bookworm), as in CI: the package names below are bookworm's.

# ── build: the whole workspace with dev dependencies, then the web app ──────────────────────────────────────────
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/planner/package.json packages/planner/
COPY packages/analysis/package.json packages/analysis/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── production dependencies only (no Vite, Vitest, Playwright, TypeScript, nor the pinned `node` package) ───────
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/planner/package.json packages/planner/
COPY packages/analysis/package.json packages/analysis/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ── runtime ──────────────────────────────────────────────────────────────────────────────────────────────────────
FROM node:24-bookworm-slim
# Document analysis (README "Two commands"): LibreOffice Writer and the metric-compatible fonts Word documents expect,
# to render Word files whose stored page count is stale; tesseract for OCR (tesseract.js from npm is the fallback).
# LibreOffice runs only inside `unshare -rn` (util-linux): Docker's default seccomp profile refuses user namespaces,
# and then such Word files are estimated and flagged instead (docs/deploy.md). postgresql-client (15, as compose's
# server): pg_dump and pg_restore for `npm run backup` / `npm run restore`.
RUN apt-get update \
  && apt-get install -y --no-install-recommends \
    libreoffice-writer-nogui fonts-liberation fonts-liberation2 fonts-crosextra-carlito fonts-crosextra-caladea \
    fonts-dejavu-core fonts-dejavu-extra \
    tesseract-ocr tesseract-ocr-eng tesseract-ocr-spa tesseract-ocr-fra \
    postgresql-client \
    tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
# Only what runs: the API's and packages' TypeScript sources (Node 24 strips the types; no build step), their
# manifests (the workspace links in node_modules point at them), production node_modules and the built web app.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/src ./apps/api/src
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/packages/shared/package.json ./packages/shared/
COPY --from=build /app/packages/shared/src ./packages/shared/src
COPY --from=build /app/packages/planner/package.json ./packages/planner/
COPY --from=build /app/packages/planner/src ./packages/planner/src
COPY --from=build /app/packages/analysis/package.json ./packages/analysis/
COPY --from=build /app/packages/analysis/src ./packages/analysis/src
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /api/ready checks the database and the file storage; `node` here is the image's Node 24.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# tini forwards SIGTERM to Node, which closes gracefully (close-with-grace), and reaps LibreOffice's children.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/api/src/server.ts"]
