import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CardSection } from "#ui/card-section.tsx";
import { Spinner } from "#ui/spinner.tsx";
import type { ExportFile } from "../data/export-files.ts";
import { useDownloadData } from "../hooks/use-download-data.ts";
import { useOnline } from "../hooks/use-online.ts";
import { OfflineNote } from "./offline-note.tsx";

/** 'Download my data': everything as JSON, and each list as a CSV file for spreadsheets. */
export function DownloadData() {
  const { t } = useLingui();
  const online = useOnline();
  const { files, prepare, pending } = useDownloadData();
  const labels: Record<ExportFile["key"], string> = {
    json: t`All my data (JSON)`,
    profile: t`Profile (CSV)`,
    moods: t`Moods (CSV)`,
    registrations: t`Registrations (CSV)`,
    feedback: t`Feedback (CSV)`,
    favorites: t`Favorites (CSV)`,
    calendarEvents: t`Calendar events (CSV)`,
    reminders: t`Reminders (CSV)`,
    inquiries: t`Inquiries (CSV)`,
    referralsReceived: t`Referrals made to me (CSV)`,
    referralsMade: t`Referrals I made (CSV)`,
    referralSteps: t`Referral steps (CSV)`,
    consentHistory: t`Consent to share my answers (CSV)`,
    partnerProfile: t`Organisation profile (CSV)`,
    listings: t`Experiences I listed (CSV)`,
    doorHelpers: t`Door helpers (CSV)`,
    doorScans: t`Door scans (CSV)`,
    pushSubscriptions: t`Push notification subscriptions (CSV)`,
    calendarFeed: t`Calendar link (CSV)`,
    sessions: t`Sign-ins (CSV)`,
    devices: t`Synced devices (CSV)`,
    invitationCodes: t`Invitation code (CSV)`,
  };
  // The JSON holds every table: its count is the sum, said as such (a JSON file has no rows).
  const rowsOf = (file: ExportFile) =>
    file.key === "json"
      ? t`${plural(file.rows, { one: "# row across all tables", other: "# rows across all tables" })}`
      : t`${plural(file.rows, { one: "# row", other: "# rows" })}`;
  return (
    <CardSection
      id="settings-download"
      level={3}
      title={t`Download my data`}
      description={t`Everything CultureWell holds about you (your profile, moods, registrations, feedback, favorites, calendar, referrals, sign-ins and devices) as a JSON file, and each table as a CSV file for spreadsheets.`}
    >
      <OfflineNote online={online}>
        {t`You're offline. Your data is prepared on the server, so this needs an internet connection.`}
      </OfflineNote>
      <button
        type="button"
        className="btn btn-outline min-h-11 self-start"
        onClick={prepare}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? (
          <>
            <Spinner />
            {t`Preparing your data...`}
          </>
        ) : files ? (
          t`Prepare again`
        ) : (
          t`Prepare my data`
        )}
      </button>
      {files ? (
        <div role="status" className="flex flex-col gap-2">
          <p className="font-medium">{t`Your files are ready:`}</p>
          <ul className="flex flex-col gap-1">
            {files.map((file) => (
              <li key={file.key}>
                <a className="link link-primary" href={file.url} download={file.fileName}>
                  {labels[file.key]}
                </a>{" "}
                <span className="text-sm text-base-content/75">{rowsOf(file)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </CardSection>
  );
}
