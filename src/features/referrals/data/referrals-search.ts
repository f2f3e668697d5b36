import * as v from "valibot";
import { isStatusFilter, type StatusFilter } from "./referral-filter.ts";

/**
 * /professional/referrals?status=&q=&open= : the list's filters live in the URL (docs/README.md
 * "Code habits"), so a filtered list can be bookmarked, and so does the referral a link opens; a
 * bad value falls back to "not set".
 */
export const referralsSearchSchema = v.fallback(
  v.object({
    status: v.fallback(
      v.optional(
        v.pipe(
          v.string(),
          v.transform((s): StatusFilter | undefined => (isStatusFilter(s) ? s : undefined)),
        ),
      ),
      undefined,
    ),
    q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
    /** The referral shown opened (a link from "Needs your attention"); not a filter. */
    open: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  }),
  {},
);
export type ReferralsSearch = v.InferOutput<typeof referralsSearchSchema>;
