import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import * as v from "valibot";
import { ReferralsSection } from "#features/client-referrals/index.ts";
import { FavoritesTab } from "#features/favorites/index.ts";
import { PROFILE_TABS } from "#features/profile/first-paint.ts";
import { JourneyTabs, ProfileTab, type ProfileTabId } from "#features/profile/index.ts";
import { ForYouTab } from "#features/recommendations/index.ts";
import { Page } from "#ui/page.tsx";
import { HistoryTab } from "../-screens/history-tab.tsx";

/** `?tab=` names the open tab; anything else (or nothing) opens the Profile tab. */
const profileSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(PROFILE_TABS)), undefined),
});

export const Route = createFileRoute("/_authenticated/profile")({
  validateSearch: profileSearchSchema,
  component: Profile,
});

/**
 * /profile: 'Your Wellbeing Journey' with its four tabs, each composed here from the features it
 * shows; the tab lives in the URL.
 */
function Profile() {
  const { t } = useLingui();
  const { tab = "profile" } = Route.useSearch();
  const navigate = Route.useNavigate();
  // For You's "Complete Your Profile" opens the Profile tab straight in edit mode.
  const [editOnOpen, setEditOnOpen] = useState(false);
  const open = (next: ProfileTabId, edit = false) => {
    setEditOnOpen(edit);
    void navigate({
      search: { tab: next === "profile" ? undefined : next },
      replace: true,
      resetScroll: false,
    });
  };

  return (
    <Page
      title={t`Profile`}
      heading={t`Your Wellbeing Journey`}
      lead={t`Your profile, the experiences picked for you, your favorites and your history.`}
    >
      <JourneyTabs
        active={tab}
        onChange={(next) => open(next)}
        panels={{
          profile: <ProfileTab startEditing={editOnOpen} referrals={<ReferralsSection />} />,
          recommendations: <ForYouTab onEditProfile={() => open("profile", true)} />,
          favorites: <FavoritesTab />,
          history: <HistoryTab />,
        }}
      />
    </Page>
  );
}
