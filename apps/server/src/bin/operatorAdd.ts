/**
 * `npm run operator:add -w @betline/server -- "<name>"`: creates an operator of the operator API and prints its
 * bearer token once (only its hash is stored). Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { openDatabase } from '../db';
import { readEnv } from '../env';
import { createOperators } from '../modules/operator/service';

const name = process.argv[2]?.trim();
if (!name) {
  process.stderr.write('usage: npm run operator:add -w @betline/server -- "<operator name>"\n');
  process.exit(2);
}
const env = readEnv(process.env);
const database = await openDatabase({ url: env.databaseUrl, dataDir: env.dataDir });
try {
  await database.migrate();
  const created = await createOperators(database.db, { acceptDemo: false }).add(name);
  process.stdout.write(`operator ${created.operatorId} (${created.name}) token: ${created.token}\n`);
} finally {
  await database.close();
}
