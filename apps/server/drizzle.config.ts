// drizzle-kit configuration: `npm run db:generate -w @betline/server` writes a new SQL migration into ./drizzle
// from src/db/schema.ts. Migrations are applied by the server itself at start (src/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
