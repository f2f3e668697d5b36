import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { INQUIRY_TYPES } from "#domain/constants.ts";

export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** Labels of the inquiry types, in the order the select lists them. */
export const INQUIRY_TYPE_LABELS: Record<InquiryType, MessageDescriptor> = {
  general: msg`General Inquiry`,
  "cultural-partner": msg`Cultural Partnership`,
  "health-professional": msg`Health Professional`,
  researcher: msg`Research Collaboration`,
  media: msg`Media & Press`,
};

/**
 * `/contact?type=…`: calls to action elsewhere (For Partners, dashboards) prefill the inquiry
 * type. An unknown value falls back to none (the form's default, general) instead of an error
 * page: a mistyped link still reaches the form.
 */
export const contactSearchSchema = v.object({
  type: v.fallback(v.optional(v.picklist(INQUIRY_TYPES)), undefined),
});
