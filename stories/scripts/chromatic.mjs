// Publishes the built Storybook to Chromatic when a project token is configured. Never part of CI:
// visual regression runs locally with Playwright screenshots (npm run test:visual).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (local visual tests: npm run test:visual).',
  );
  process.exit(0);
}
if (!existsSync('storybook-static/index.json')) {
  console.error('chromatic: storybook-static is missing, run `npm run build -w @betline/stories` first.');
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
process.exit(result.status ?? 1);
