import { contactSchema } from "../../src/domain/contact-schemas.ts";
import { uuidv7 } from "../../src/domain/ids.ts";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema.ts";
import { parseInput } from "./errors.ts";
import { addSubscriber } from "./newsletter-service.ts";

export const CONTACT_RECEIVED = "Thank you for your message. We'll get back to you soon.";

export function createContactService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Stores a message; ticking "newsletter" also subscribes, in the same transaction. */
    send(input: unknown): { message: string } {
      const req = parseInput(contactSchema, input);
      const now = clock();
      db.transaction((tx) => {
        tx.insert(contactMessages)
          .values({
            id: uuidv7(now.getTime()),
            name: req.name,
            email: req.email,
            organization: req.organization || null,
            inquiryType: req.inquiryType,
            subject: req.subject,
            message: req.message,
            newsletter: req.newsletter,
            createdAt: now.toISOString(),
          })
          .run();
        if (req.newsletter) addSubscriber(tx, req.email, now);
      });
      return { message: CONTACT_RECEIVED };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
