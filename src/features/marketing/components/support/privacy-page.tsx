import { useLingui } from "@lingui/react/macro";
import { Points, SupportArticle } from "./support-article.tsx";

/**
 * Privacy Policy. What it says must stay true of the code: private rows (moods, registrations,
 * favourites) are pulled only by their owner, and sign-out wipes them from the device.
 */
export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <SupportArticle
      title={t`Privacy Policy`}
      lead={t`What CultureWell keeps about you, where it is kept, who can see it, and how to get it or have it deleted.`}
      sections={[
        {
          id: "device",
          heading: t`On your device`,
          body: (
            <p>{t`So that the app works offline, your browser keeps a copy of public experiences and, while you are signed in, your own profile, moods, favourites, registrations and changes not yet sent. Signing out deletes your personal data from the device.`}</p>
          ),
        },
        {
          id: "server",
          heading: t`On our server`,
          body: (
            <Points
              items={[
                t`Your account: username, name, e-mail, user type and preferences.`,
                t`What you do: moods you log, favourites, registrations and inquiries.`,
                t`Contact messages and newsletter subscriptions.`,
                t`Your password is stored only as a secure hash.`,
              ]}
            />
          ),
        },
        {
          id: "moods",
          heading: t`Who sees your moods`,
          body: (
            <p>{t`Only you. Your moods are never shown to partners, professionals or other users, and are sent only to your own signed-in devices.`}</p>
          ),
        },
        {
          id: "rights",
          heading: t`Export and deletion`,
          body: (
            <p>{t`To get a copy of your data or to have your account and data deleted, send a request through the contact page from the e-mail address on your account. There is no self-service button for this yet.`}</p>
          ),
        },
      ]}
    />
  );
}
