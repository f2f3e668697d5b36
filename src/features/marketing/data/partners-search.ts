import * as v from "valibot";

/** `/for-partners?tab=professionals` opens that tab; anything else shows the first one. */
export const partnersSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(["organizations", "professionals"])), undefined),
});
