import { useLingui } from "@lingui/react/macro";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { DeleteAccount } from "./delete-account.tsx";
import { DownloadData } from "./download-data.tsx";
import { NotificationSettingsCard } from "./notification-settings-card.tsx";

/**
 * The account part of the Profile tab: notifications, change password, 'Download my data'
 * (docs/account-export.md) and 'Delete my account' (decision 0013). Notifications work offline;
 * the other three need the server and say so when there is no connection.
 */
export function AccountSettings() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="account-settings" className="flex flex-col gap-6">
      <h2 id="account-settings" className="text-xl font-semibold">
        {t`Account settings`}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <NotificationSettingsCard />
        <ChangePasswordForm />
        <DownloadData />
        <DeleteAccount />
      </div>
    </section>
  );
}
