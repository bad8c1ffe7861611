/**
 * Demo and development routes: the feed's demo controls (`/web-api/sportsbook/demo/games/...`), the operator's
 * demo switches (`/web-api/demo/switches`), the outbox (`/dev/outbox`, `/web-api/dev/outbox`), the demo
 * players' two-step codes (`/web-api/dev/two-step-code`) and the demo OAuth provider of social sign-in
 * (`/social-api/demo-oauth/...`). They let anyone move games, flip the site into maintenance, read any
 * player's e-mail (password-reset links included) or sign in as any social player, so a production start
 * does not register them at all: they exist only with DEMO_MODE=true or outside production (NODE_ENV is not
 * `production`). This is the one place that decides; `buildApp` and `main.ts` ask it.
 */
import type { BuildAppOptions } from '../app';
import type { ServerEnv } from '../env';
import type { FeedEnv } from '../modules/feed/env';

/** Whether demo and development routes are registered. */
export function devRoutesOn(env: { nodeEnv: string | undefined; demoMode: boolean }): boolean {
  return env.demoMode || env.nodeEnv !== 'production';
}

/** The demo switches of `buildApp`, as a start with this environment sets them (`main.ts`). */
export function demoOptions(
  env: Pick<ServerEnv, 'demoMode' | 'devRoutes'>,
  feedEnv: Pick<FeedEnv, 'demoControls'>,
): Pick<BuildAppOptions, 'demoMode' | 'devRoutes' | 'feedDemoControls'> {
  return { demoMode: env.demoMode, devRoutes: env.devRoutes, feedDemoControls: feedEnv.demoControls };
}
