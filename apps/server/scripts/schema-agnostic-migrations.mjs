// Runs after `drizzle-kit generate`: drizzle-kit writes foreign keys as REFERENCES "public"."table".
// Our migrations must run in whatever schema search_path selects (tests use a throw-away schema per file),
// so the hard-coded "public". qualifier is removed from every SQL migration. Idempotent.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'drizzle');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = before.replaceAll('"public".', '');
  if (after !== before) {
    writeFileSync(path, after);
    console.log(`schema-agnostic: rewrote ${file}`);
  }
}
