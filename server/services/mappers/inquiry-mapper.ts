import type { InquiryRow } from "../../db/schema.ts";

/**
 * The client's `inquiries` row (src/db/types.ts). Private: it carries a name and an e-mail, so
 * only the sender and the listing's creator ever receive it.
 */
export interface Inquiry {
  id: string;
  experienceId: string;
  userId: string | null;
  name: string;
  email: string;
  message: string | null;
  createdAt: string;
}

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
