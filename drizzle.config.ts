import { defineConfig } from "drizzle-kit";

// Migrations are generated from server/db/schema.ts and applied by the server at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
