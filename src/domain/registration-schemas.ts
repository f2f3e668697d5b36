import * as v from "valibot";
import { idSchema } from "./schema-parts.ts";

/**
 * Registering for an experience (POST /api/user-experiences). The client may send the status
 * or not; it is always 'registered'.
 */
export const REGISTRATION_STATUSES = ["registered"] as const;

export const registrationInputEntries = {
  experienceId: idSchema,
  status: v.optional(v.picklist(REGISTRATION_STATUSES), "registered"),
};

export const registrationInputSchema = v.object(registrationInputEntries);
