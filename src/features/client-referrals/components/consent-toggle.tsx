import { useLingui } from "@lingui/react/macro";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { setReferralSharing } from "../data/client-referrals-repo.ts";
import { ShareOutcomesField } from "./share-outcomes-field.tsx";

/**
 * The revocable answer to "share my answers and attendance": each change queues
 * `referral.consent` at once (offline too); the row shows the new answer straight away.
 */
export function ConsentToggle({
  id,
  professional,
  shareOutcomes,
}: {
  id: string;
  professional: string;
  shareOutcomes: boolean;
}) {
  const { t } = useLingui();
  const save = useAsyncAction(setReferralSharing, {
    success: (_r, { shareOutcomes: shared }) =>
      shared
        ? {
            title: t`Sharing on`,
            description: t`${professional} can see your answers and attendance.`,
          }
        : { title: t`Sharing off`, description: t`${professional} no longer sees your answers.` },
    failure: { title: t`Error`, description: t`Your choice could not be saved. Please try again.` },
  });
  return (
    <ShareOutcomesField
      professional={professional}
      checked={shareOutcomes}
      disabled={save.pending}
      onChange={(checked) => void save.run({ id, shareOutcomes: checked })}
    />
  );
}
