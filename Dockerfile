# The portal's image. Its build steps are the commands CI runs (`npm ci`, `npm run build`) and
# it starts the server as `npm start` does; src/server/deploy-files.test.ts keeps the three in step.
# Build: docker build -t drone-portal .   Run: see deploy/compose.yaml and docs/operations.md.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# What runs needs no test or build tools.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The built web app and server, the migrations and seed content they read, and the production
# dependencies; owned by root, so the portal cannot change its own code.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/src/server/db ./src/server/db
COPY --from=build /app/src/server/seed/demo/question-bank ./src/server/seed/demo/question-bank
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains the portal (requests finish, streams are told to come back).
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=64", "dist/server/main.js"]
