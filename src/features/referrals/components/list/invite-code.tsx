import { useLingui } from "@lingui/react/macro";
import { showToast } from "#ui/toast-store.ts";

/**
 * The single-use invitation code of a referral for a new client, issued by the server
 * (decision 0002) also when the username or e-mail given for an existing client matched no
 * client's account (decision 0014); before the referral reaches the server there is none, and
 * the page says so without promising a code: a matched client gets the referral instead.
 */
export function InviteCode({ code }: { code: string | null }) {
  const { t } = useLingui();
  if (!code) {
    return (
      <p className="text-sm text-base-content/80" data-testid="invite-pending">
        {t`If your client has no account yet, their invitation code appears here once this referral reaches the server.`}
      </p>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      showToast({ title: t`Code copied`, variant: "success" });
    } catch {
      showToast({
        title: t`Could not copy the code: please select it and copy it`,
        variant: "error",
      });
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{t`Give this code to your client: they enter it when they sign up.`}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="rounded bg-base-200 px-3 py-2 font-mono text-lg" data-testid="invite-code">
          {code}
        </code>
        <button type="button" className="btn btn-outline btn-sm min-h-11" onClick={copy}>
          {t`Copy code`}
        </button>
      </div>
    </div>
  );
}
