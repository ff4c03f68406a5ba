import { defineConfig } from 'drizzle-kit';

// The regional respondent databases have their own schema and migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/region-schema.ts',
  out: './server/db/region-migrations',
});
