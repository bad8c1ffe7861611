import type * as Contracts from '@betline/contracts';

/** Names of the contract schemas the client checks answers with. */
export type SchemaName = Extract<keyof typeof Contracts, `${string}Schema`>;

export class ContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractError';
  }
}

/** Validation runs in development and tests, where the contracts' zod schemas are loaded on demand. */
const CHECK_WITH_SCHEMAS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Checks a server answer against its contract. In development and tests the full zod schema of
 * @betline/contracts decides (a mismatch is a bug of the server or the client, shown at once). In production
 * the bundle carries no zod (DESIGN "Budgets": the server validates its answers with the same schemas), and
 * only the answer's shape (an object) is checked.
 */
export async function checkAnswer<T>(schema: SchemaName, data: unknown, what: string): Promise<T> {
  if (CHECK_WITH_SCHEMAS) {
    const contracts: typeof Contracts = await import('@betline/contracts');
    const parsed = (
      contracts[schema] as {
        safeParse: (value: unknown) => {
          success: boolean;
          data?: unknown;
          error?: { issues: { path: PropertyKey[]; message: string }[] };
        };
      }
    ).safeParse(data);
    if (!parsed.success) {
      const issues = (parsed.error?.issues ?? [])
        .slice(0, 5)
        .map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
      console.error(`${what} does not match the contract`, issues);
      throw new ContractError(`${what} does not match the contract`);
    }
    return parsed.data as T;
  }
  if (typeof data !== 'object' || data === null) throw new ContractError(`${what} is not an object`);
  return data as T;
}
