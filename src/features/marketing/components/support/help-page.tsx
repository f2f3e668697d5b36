import { useLingui } from "@lingui/react/macro";
import { Points, SupportArticle } from "./support-article.tsx";

/** Help Center: install, offline use, tickets, the sync status. */
export function HelpPage() {
  const { t } = useLingui();
  return (
    <SupportArticle
      title={t`Help Center`}
      lead={t`How to install CultureWell, use it without a connection, find your tickets and read the sync status.`}
      sections={[
        {
          id: "install",
          heading: t`Install the app`,
          body: (
            <Points
              items={[
                t`Chrome or Edge on a computer or Android: choose Install in the address bar or the browser menu.`,
                t`Safari on iPhone or iPad: open the Share menu and choose Add to Home Screen.`,
                t`CultureWell then opens in its own window, like any other app.`,
              ]}
            />
          ),
        },
        {
          id: "offline",
          heading: t`Use it offline`,
          body: (
            <p>{t`After your first visit CultureWell opens without a connection, and the experiences you have seen stay readable. Signed in, the moods, favourites and registrations you make offline are saved on your device and sent when the connection returns. The contact form works offline too.`}</p>
          ),
        },
        {
          id: "tickets",
          heading: t`Your tickets`,
          body: (
            <p>{t`Registering for an experience gives you a free ticket. Choose Show Ticket on the experience, or find all your tickets under History in your profile. Tickets open offline; arrive 15 minutes early.`}</p>
          ),
        },
        {
          id: "sync",
          heading: t`The sync status`,
          body: (
            <Points
              items={[
                t`Synced: everything you did is saved on the server.`,
                t`Changes waiting: saved on this device and sent as soon as there is a connection.`,
                t`Offline: no connection; you can keep using the app.`,
                t`If the server refuses a change, it is undone on your device and the sync status in the header says what and why.`,
              ]}
            />
          ),
        },
      ]}
    />
  );
}
