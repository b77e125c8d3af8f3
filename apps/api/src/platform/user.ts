import type { users } from '../db/schema';

/** A signed-in person's row, as every area receives it from `route()`. */
export type User = typeof users.$inferSelect;
