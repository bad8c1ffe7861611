import type * as Contracts from '@betline/contracts';

/** Names of the contract schemas the client checks answers with. */
export type SchemaName = Extract<keyof typeof Contracts, `${string}Schema`>;

export class ContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractError';
  }
}

/** Development and tests check every answer, and a mismatch fails the call (a bug of the server or the client). */
const CHECK_EVERY_ANSWER = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Production checks a sample: the answers of 1 page view in 100, in the background.
 *
 * Why page views and not answers: the check needs the contracts' schemas and zod, a lazy chunk the first screen
 * never loads (DESIGN "Budgets"). A page makes tens of calls, so checking 1 answer in 100 would make most
 * visitors download that chunk for one check; checking every answer of 1 page view in 100 checks as many
 * answers (1 % of them, every endpoint in proportion to its use) while 99 visitors in 100 download nothing.
 * A mismatch is reported with console.error (the error reports collect it) and the answer is used as it came:
 * the server checks its answers with the same schemas before sending them, so a mismatch here means a client
 * built against other contracts or a proxy in between, never a reason to break the page.
 *
 * Not on the server's render (its answers come from the same process and were just checked there).
 *
 * The schemas are the contracts' own, written with zod's classic API and shared with the server; a zod/mini
 * copy for the client would be a second list of schemas to keep in step, for a chunk only sampled pages load.
 */
export const PRODUCTION_SAMPLE_RATE = 1 / 100;

/** Whether this page view checks its answers; decided once per page. */
export function pageIsSampled(random: () => number = Math.random): boolean {
  return !import.meta.env.SSR && random() < PRODUCTION_SAMPLE_RATE;
}

/**
 * This page view's draw, made once as the module loads: a constant of the page (the browser loads the module once
 * per page view). The server's render never samples (`import.meta.env.SSR`), so every request it renders has the
 * same `false`.
 */
const SAMPLED_PAGE = !CHECK_EVERY_ANSWER && pageIsSampled();

type Parsed = {
  success: boolean;
  data?: unknown;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
};

/** The answer against its schema (the contracts are imported on first use: their own chunk). */
async function parse(schema: SchemaName, data: unknown): Promise<Parsed> {
  const contracts: typeof Contracts = await import('@betline/contracts');
  return (contracts[schema] as { safeParse: (value: unknown) => Parsed }).safeParse(data);
}

function issuesOf(parsed: Parsed): string[] {
  return (parsed.error?.issues ?? [])
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
}

/**
 * The production check of one answer: reports a mismatch (console.error) and never throws, whatever happens
 * (a chunk that does not load, a schema that throws).
 */
export async function reportMismatch(schema: SchemaName, data: unknown, what: string): Promise<void> {
  try {
    const parsed = await parse(schema, data);
    if (!parsed.success)
      console.error(`${what} does not match the contract (sampled check)`, issuesOf(parsed));
  } catch (error) {
    console.warn(`${what}: the sampled contract check did not run`, error);
  }
}

/**
 * Checks a server answer against its contract. Development and tests: the zod schema of @betline/contracts
 * decides, a mismatch throws ContractError. Production: the answer must be an object (a proxy's HTML page is
 * not an answer); on a sampled page it is also checked in full in the background (see PRODUCTION_SAMPLE_RATE).
 */
export async function checkAnswer<T>(schema: SchemaName, data: unknown, what: string): Promise<T> {
  if (CHECK_EVERY_ANSWER) {
    const parsed = await parse(schema, data);
    if (!parsed.success) {
      console.error(`${what} does not match the contract`, issuesOf(parsed));
      throw new ContractError(`${what} does not match the contract`);
    }
    return parsed.data as T;
  }
  if (typeof data !== 'object' || data === null) throw new ContractError(`${what} is not an object`);
  if (SAMPLED_PAGE) void reportMismatch(schema, data, what);
  return data as T;
}
