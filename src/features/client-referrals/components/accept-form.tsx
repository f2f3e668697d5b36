import { useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { ONS4_ITEMS } from "#domain/ons4.ts";
import { SubmitButton, useValidatedForm } from "#ui/form/index.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { acceptReferral } from "../data/client-referrals-repo.ts";
import type { HeldPlace } from "../data/next-step.ts";
import { EMPTY_ONS4, Ons4Fields, ons4Entries } from "./ons4-fields.tsx";
import { ShareOutcomesField } from "./share-outcomes-field.tsx";

const schema = v.object({ ...ons4Entries, shareOutcomes: v.boolean() });
const FIELDS = [...ONS4_ITEMS, "shareOutcomes"] as const;

/**
 * Accepting a referral: the ONS4 baseline (all four required) and the consent question, asked
 * once here. Saved on this device and queued as `referral.respond`, so it works offline. When
 * the client already holds a place at a suggested experience (`held`), the server counts it as
 * the booking on arrival, and the confirmation says so instead of asking them to book.
 */
export function AcceptForm({
  id,
  professional,
  held,
}: {
  id: string;
  professional: string;
  held: HeldPlace | null;
}) {
  const { t } = useLingui();
  const form = useValidatedForm({
    schema,
    initial: { ...EMPTY_ONS4, shareOutcomes: false },
    fields: FIELDS,
  });
  const accept = useAsyncAction(acceptReferral, {
    success: {
      title: t`Referral accepted`,
      description:
        held === "attended"
          ? t`You already went to one of the suggested experiences: it counts for this referral.`
          : held === "registered"
            ? t`You already have a place at one of the suggested experiences: it counts for this referral.`
            : t`Next, book one of the suggested experiences.`,
    },
    failure: { title: t`Error`, description: t`Your answer could not be saved. Please try again.` },
  });
  const share = form.bind("shareOutcomes");
  return (
    <form
      ref={form.formRef}
      noValidate
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit(({ shareOutcomes, ...baseline }) =>
        accept.run({ id, baseline, shareOutcomes }),
      )}
    >
      <p className="text-base-content/80">
        {t`Before you start, please answer four questions about how you are. Choose a number from 0 to 10 for each. Asking again after your visit shows what changed for you.`}
      </p>
      <Ons4Fields bind={form.bind} disabled={accept.pending} />
      <ShareOutcomesField
        professional={professional}
        checked={share.value}
        onChange={share.onValueChange}
        disabled={accept.pending}
      />
      <SubmitButton pending={accept.pending} pendingLabel={t`Saving...`}>
        {t`Accept referral`}
      </SubmitButton>
    </form>
  );
}
