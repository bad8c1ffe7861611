import type { HealthResponse } from '@betline/contracts';
import type { Database } from '../../db/client';

/** Liveness and readiness in one: the process answers and the database runs `select 1`. */
export async function checkHealth(database: Database): Promise<{ healthy: boolean; body: HealthResponse }> {
  try {
    await database.ping();
    return { healthy: true, body: { status: 'ok', db: 'ok' } };
  } catch {
    return { healthy: false, body: { status: 'error', db: 'down' } };
  }
}
