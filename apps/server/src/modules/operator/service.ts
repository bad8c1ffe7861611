/**
 * Operators: creation (a new random token, answered once) and the check of a bearer token. One instance per app,
 * created in `buildApp`; `acceptDemo` is on where demo routes are on (http/devRoutes.ts), so the demo operator's
 * public token never opens the operator API of a plain production start.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sha256 } from '../identity/crypto';
import { operator } from './tables';

export interface RequestOperator {
  operatorId: number;
  name: string;
}

export interface OperatorsOptions {
  /** Accept the demo operator's token. */
  acceptDemo: boolean;
}

/** Tokens are 32 random bytes, base64url (43 characters). */
export const OPERATOR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

export function createOperators(db: Db, { acceptDemo }: OperatorsOptions) {
  return {
    /** Creates an operator and answers its token (stored only as a hash: it cannot be shown again). */
    async add(name: string, options: { demo?: boolean; token?: string } = {}) {
      const token = options.token ?? randomBytes(32).toString('base64url');
      if (!OPERATOR_TOKEN_PATTERN.test(token))
        throw new Error('an operator token has 20-200 base64url characters');
      const [row] = await db
        .insert(operator)
        .values({ name, tokenHash: sha256(token), demo: options.demo ?? false })
        .returning({ id: operator.id });
      if (!row) throw new Error('operator insert answered no row');
      return { operatorId: row.id, name, token };
    },

    /** The live operator a bearer token belongs to, or null. */
    async verify(token: string): Promise<RequestOperator | null> {
      if (!OPERATOR_TOKEN_PATTERN.test(token)) return null;
      const [row] = await db
        .select({ id: operator.id, name: operator.name, demo: operator.demo })
        .from(operator)
        .where(and(eq(operator.tokenHash, sha256(token)), isNull(operator.disabledAt)))
        .limit(1);
      if (!row || (row.demo && !acceptDemo)) return null;
      return { operatorId: row.id, name: row.name };
    },

    /** Disables an operator: its token answers 401 from now on. */
    async disable(operatorId: number, at: Date) {
      await db.update(operator).set({ disabledAt: at }).where(eq(operator.id, operatorId));
    },
  };
}

export type Operators = ReturnType<typeof createOperators>;
