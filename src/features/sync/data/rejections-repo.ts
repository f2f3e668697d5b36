import { db } from "#db/db.ts";

/** The user has read why a change was not saved: it leaves the sync panel. */
export async function dismissRejection(id: string): Promise<void> {
  await db.rejections.delete(id);
}

export async function dismissAllRejections(userId: string): Promise<void> {
  await db.rejections.where("userId").equals(userId).delete();
}
