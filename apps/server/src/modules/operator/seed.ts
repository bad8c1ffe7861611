/**
 * The demo operator of the demo data. Its token is public (README), so the operator API accepts it only where
 * demo routes are on (`OperatorsOptions.acceptDemo`).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sha256 } from '../identity/crypto';
import { createOperators } from './service';
import { operator } from './tables';

export const DEMO_OPERATOR_TOKEN = 'betline-demo-operator-token';
export const DEMO_OPERATOR_NAME = 'Betline support';

/** Inserts the demo operator once. */
export async function seedDemoOperator(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: operator.id })
    .from(operator)
    .where(eq(operator.tokenHash, sha256(DEMO_OPERATOR_TOKEN)))
    .limit(1);
  if (existing) return;
  await createOperators(db, { acceptDemo: true }).add(DEMO_OPERATOR_NAME, {
    demo: true,
    token: DEMO_OPERATOR_TOKEN,
  });
}
