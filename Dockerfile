# Production image of the storefront + CMS (used by docker-compose.yml; not needed for dev or tests).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# patch-package applies patches/ after the install (postinstall)
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npx next build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PAYLOAD_RUN_MIGRATIONS_ON_START=true
COPY --from=build /app /app
EXPOSE 3000
CMD ["npx", "next", "start", "-p", "3000", "-H", "0.0.0.0"]
