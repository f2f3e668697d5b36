import * as v from "valibot";
import { wireId } from "./wire-parts.ts";

/** A saved experience; private. The server keeps one per (user, experience). */
export const favoriteEntitySchema = v.object({
  id: wireId,
  userId: wireId,
  experienceId: wireId,
  createdAt: v.string(),
});
export type Favorite = v.InferOutput<typeof favoriteEntitySchema>;
