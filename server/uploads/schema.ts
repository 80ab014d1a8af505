import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Images uploaded on /upload-test (docs/brief/SPEC.md sections 4, 7, 8). The file itself lives in
// DATA_DIR/uploads/<stored_name>; the row holds what the list shows and what the quota counts.

export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Random name on disk and in the URL: 32 lowercase hex characters and the real type's extension. */
    storedName: text("stored_name").notNull().unique(),
    /** The visitor's file name, sanitised for display: no path parts or control characters, ≤ 120 characters. */
    originalName: text("original_name").notNull(),
    /** The MIME type of the re-encoded file (image/png, image/jpeg, image/webp, image/gif, image/avif). */
    mime: text("mime").notNull(),
    /** Size of the re-encoded file on disk. */
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /**
     * Who uploaded it, as the hashed client key of share.ts (never the IP address itself): what
     * one client may keep stored is limited. Deleted with the row after 30 days.
     */
    clientKey: text("client_key"),
  },
  (table) => [index("uploads_created_at_idx").on(table.createdAt)],
);

export type UploadRow = typeof uploads.$inferSelect;
