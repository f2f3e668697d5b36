import type { Inquiry } from "#domain/entities/index.ts";
import type { InquiryRow } from "../../db/schema.ts";

/**
 * The wire row (REST and pull), defined by its entity schema. Private: it carries a name and an
 * e-mail, so only the sender and the listing's creator ever receive it (pull-loaders.ts).
 */
export type { Inquiry };

export function toInquiry(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    experienceId: row.experienceId,
    userId: row.userId,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt,
  };
}
