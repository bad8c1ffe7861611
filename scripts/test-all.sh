#!/usr/bin/env bash
# Every check of the project, in the order that fails fastest: lint, build, typecheck, unit + story tests,
# visual regression of every story, end-to-end journeys against the real server and database.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1
started=$(date +%s)
last=$started
# Each step prints how long the one before it took, so that a slow CI run shows where its time went.
step() {
  local now; now=$(date +%s)
  if [ "$now" -gt "$started" ]; then printf '(%s s)\n' "$(( now - last ))"; fi
  last=$now
  printf '\n\033[1m== %s ==\033[0m\n' "$*"
}

step "Chromium for browser tests"
bash scripts/ensure-chromium.sh

step "Lint (ESLint) and formatting (Prettier)"
npx eslint . --max-warnings=0
npx prettier --check . --log-level warn

step "Build (tokens, web app, Storybook)"
npx turbo run build --output-logs=errors-only

step "JavaScript budgets per route (size-limit: home <= 200 KB gzip, other routes <= 230 KB)"
npm run size -w @betline/web

step "Typecheck"
npx turbo run typecheck --output-logs=errors-only

step "Unit, server and story tests"
if [ -n "${DATABASE_URL:-}" ]; then echo "server tests also run against PostgreSQL at ${DATABASE_URL%%@*}@…"; fi
npx turbo run test --concurrency=2 --output-logs=new-only --filter='!@betline/e2e'

step "Visual regression of every story (light and dark)"
npm run test:visual -w @betline/stories

step "End-to-end journeys"
npm test -w @betline/e2e

step "Done"
echo "All checks passed in $(( $(date +%s) - started )) s."
