import { useLingui } from "@lingui/react/macro";
import type { ExperienceRow, InquiryRow } from "#db/types.ts";
import { EmptyState } from "#ui/empty-state.tsx";
import { usePartnerFormat } from "../use-partner-format.ts";

/** The dashboard shows the newest 3 inquiries. */
export const DASHBOARD_INQUIRIES = 3;

/** The newest questions about the partner's listings (already newest first), or why none. */
export function RecentInquiries({
  inquiries,
  experiences,
}: {
  inquiries: readonly InquiryRow[];
  experiences: readonly ExperienceRow[];
}) {
  const { t } = useLingui();
  const fmt = usePartnerFormat();
  const titles = new Map(experiences.map((e) => [e.id, e.title]));
  return (
    <section aria-labelledby="partner-inquiries" className="mb-10">
      <h2 id="partner-inquiries" className="mb-4 text-2xl font-semibold">
        {t`Recent Inquiries`}
      </h2>
      {inquiries.length === 0 ? (
        <EmptyState level={3} title={t`No inquiries yet`}>
          {t`When someone asks about one of your experiences, their question appears here.`}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {inquiries.slice(0, DASHBOARD_INQUIRIES).map((inquiry) => (
            <li
              key={inquiry.id}
              className="rounded-box border border-base-300 bg-base-100 p-4"
              data-testid="recent-inquiry"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h3 className="font-semibold">{inquiry.name}</h3>
                <time dateTime={inquiry.createdAt} className="text-sm text-base-content/80">
                  {fmt.day(inquiry.createdAt)}
                </time>
              </div>
              <p className="text-sm text-base-content/80">
                {t`About: ${titles.get(inquiry.experienceId) ?? ""}`}
              </p>
              {inquiry.message ? (
                <p className="mt-2 whitespace-pre-line">{inquiry.message}</p>
              ) : null}
              <a href={`mailto:${inquiry.email}`} className="link mt-2 inline-block py-2 text-sm">
                {inquiry.email}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
