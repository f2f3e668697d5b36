import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { useSession } from "#session/use-session.ts";
import { useProfile } from "../hooks/use-profile.ts";
import { AccountSettings } from "./account-settings.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { ProfileReadView } from "./profile-read-view.tsx";

/**
 * The Profile tab: a read view and an edit mode. Edit mode is off on load; the form is filled
 * from the profile each time it opens, so Cancel (closing it) resets it. Below the read view:
 * `referrals`, the user's referrals as the route composes them (docs/referral-loop.md), then the
 * account settings (notifications, change password, download, delete).
 */
export function ProfileTab({
  startEditing = false,
  referrals,
}: {
  startEditing?: boolean;
  referrals?: ReactNode;
}) {
  const { t } = useLingui();
  const { user } = useSession();
  const profile = useProfile();
  const [editing, setEditing] = useState(startEditing);
  // Focus follows the mode switch: into the form when it opens, back to "Edit Profile" after.
  const [returnFocus, setReturnFocus] = useState(false);

  if (!profile || !user) {
    return <p className="py-8 text-base-content/80" aria-busy="true">{t`Loading your profile…`}</p>;
  }
  return editing ? (
    <ProfileForm
      profile={profile}
      onDone={() => {
        setEditing(false);
        setReturnFocus(true);
      }}
    />
  ) : (
    <div className="flex flex-col gap-10">
      <ProfileReadView
        profile={profile}
        username={user.username}
        focusEdit={returnFocus}
        onEdit={() => setEditing(true)}
      />
      {referrals}
      <AccountSettings />
    </div>
  );
}
