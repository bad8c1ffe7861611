/**
 * The feed's part of the environment, read once at start.
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | FEED_SIMULATOR | on | `off`: this process never drives the simulator (it still serves the feed others write) |
 * | FEED_SEED | 1 | seed of the catalogue, schedule and matches (a stored feed keeps the seed it was made with) |
 * | FEED_TICK_MS | 1000 | milliseconds between two simulator ticks |
 * | FEED_SPEED | 1 | game seconds per real second (60: a football match in 90 s) |
 * | FEED_SUSPEND_MS | 5000 | how long a goal suspends the markets |
 * | FEED_DEMO_CONTROLS | on | `off`: no fast-forward / finish / suspend / hold endpoints (they exist only with the demo and development routes anyway: http/devRoutes.ts) |
 * | NATS_URL | — | `nats://host:port`: carry feed updates over NATS JetStream instead of in-process |
 * | NATS_NAMESPACE | betline | first token of every subject on the NATS server (sites or test runs sharing one NATS server use different ones) |
 */
import { z } from 'zod';

const onOff = z.enum(['on', 'off']).default('on');

const feedEnvSchema = z.object({
  FEED_SIMULATOR: onOff,
  FEED_SEED: z.coerce.number().int().min(1).max(2_147_483_647).default(1),
  FEED_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  FEED_SPEED: z.coerce.number().min(0.01).max(10_000).default(1),
  FEED_SUSPEND_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  FEED_DEMO_CONTROLS: onOff,
  NATS_URL: z
    .string()
    .regex(/^(nats|tls|wss?):\/\//, 'NATS_URL must start with nats://, tls://, ws:// or wss://')
    .optional(),
  NATS_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'NATS_NAMESPACE is 1 to 32 letters, digits, _ or -')
    .default('betline'),
});

export interface FeedEnv {
  simulator: boolean;
  seed: number;
  tickMs: number;
  speed: number;
  suspendMs: number;
  demoControls: boolean;
  natsUrl: string | undefined;
  natsNamespace: string;
}

/** Reads the feed's variables; throws an Error naming every bad one. Empty strings count as unset. */
export function readFeedEnv(source: NodeJS.ProcessEnv): FeedEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = feedEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid environment: ${problems}`);
  }
  const env = parsed.data;
  return {
    simulator: env.FEED_SIMULATOR === 'on',
    seed: env.FEED_SEED,
    tickMs: env.FEED_TICK_MS,
    speed: env.FEED_SPEED,
    suspendMs: env.FEED_SUSPEND_MS,
    demoControls: env.FEED_DEMO_CONTROLS === 'on',
    natsUrl: env.NATS_URL,
    natsNamespace: env.NATS_NAMESPACE,
  };
}
