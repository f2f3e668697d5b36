import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ReferralRow } from "#db/types.ts";
import { formatDate } from "#domain/dates.ts";
import { ConfirmDialog } from "#ui/confirm-dialog.tsx";
import { showToast } from "#ui/toast-store.ts";
import { useNow } from "#ui/use-now.ts";
import { renewInviteCode } from "../data/referrals-repo.ts";

/**
 * Beside an invitation code: until when it works, and "Renew code" (`referral.renewCode`) while
 * the referral still waits for its new client (sent, nobody linked). Renewing works offline: the
 * old code ends at once, and the page says the new one comes when the referral reaches the server.
 * The old code may be in the client's hands already, so renewing asks first.
 */
export function InviteCodeValidity({ referral }: { referral: ReferralRow }) {
  const { t, i18n } = useLingui();
  const now = useNow();
  const [asking, setAsking] = useState(false);
  const { inviteCode, inviteCodeExpiresAt: expires, clientName: name } = referral;
  if (referral.status !== "sent" || referral.clientId !== null || !inviteCode) return null;
  const expired = expires !== null && Date.parse(expires) <= now.getTime();
  const date = expires ? formatDate(expires, i18n.locale) : "";
  const renew = async () => {
    setAsking(false);
    await renewInviteCode(referral.id);
    showToast({
      title: t`New code requested`,
      description: t`The old code no longer works. The new one appears once this referral reaches the server.`,
      variant: "success",
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {expires ? (
        <p
          className={expired ? "font-semibold text-error" : "text-base-content/80"}
          data-testid="invite-expiry"
        >
          {expired ? t`Expired on ${date}` : t`Valid until ${date}`}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-ghost btn-sm min-h-11"
        onClick={() => setAsking(true)}
      >
        {t`Renew code`}
        <span className="sr-only">{` ${t`for ${name}`}`}</span>
      </button>
      <ConfirmDialog
        open={asking}
        title={t`Renew the code for ${name}?`}
        keepLabel={t`Keep the current code`}
        confirmLabel={t`Renew code`}
        busy={false}
        onConfirm={renew}
        onClose={() => setAsking(false)}
      >
        <p>{t`The current code stops working at once. If you have given it to ${name} already, give them the new one.`}</p>
      </ConfirmDialog>
    </div>
  );
}
