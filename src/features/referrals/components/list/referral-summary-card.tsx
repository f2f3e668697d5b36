import { useLingui } from "@lingui/react/macro";
import type { ReferralRow } from "#db/types.ts";
import { formatDate } from "#domain/dates.ts";
import { attentionReasons, SUMMARY_STEP } from "#domain/referral-loop.ts";
import { PrintCopy, usePrintOnly } from "#ui/print-only.tsx";
import { showToast } from "#ui/toast-store.ts";
import { reviewReferral } from "../../data/referrals-repo.ts";
import { Ons4ChangeList } from "../ons4-change-list.tsx";
import { useLoopWords } from "../use-loop-words.ts";
import { useSummaryWords } from "./use-summary-words.ts";

/**
 * The message back to the referrer (docs/referral-loop.md): once a referral ends or reaches the
 * professional's milestone, its sessions with their dates and the ONS4 change when the client
 * shares it, to print or copy into the clinical record, and to mark read. From this device's
 * row, so it works offline; "Mark as read" is queued (`referral.review`).
 */
export function ReferralSummaryCard({ referral }: { referral: ReferralRow }) {
  const { t, i18n } = useLingui();
  const { summary } = useLoopWords();
  const words = useSummaryWords(referral);
  const { printing, print } = usePrintOnly();
  const steps = referral.timeline.filter((s) => s.status === SUMMARY_STEP);
  if (steps.length === 0) return null;
  const unread = attentionReasons(referral, new Date()).includes("summary");
  const headingId = `summary-${referral.id}`;
  const reasons = (
    <ul className="flex flex-col gap-1 text-sm">
      {steps.map((s) => (
        <li key={`${s.at}-${s.reason}`}>
          {summary(s.reason)} · <time dateTime={s.at}>{formatDate(s.at, i18n.locale)}</time>
        </li>
      ))}
    </ul>
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(words.asText());
      showToast({ title: t`Summary copied`, variant: "success" });
    } catch {
      showToast({
        title: t`Could not copy the summary: please use Print instead`,
        variant: "error",
      });
    }
  };
  const markRead = async () => {
    await reviewReferral(referral.id);
    showToast({ title: t`Summary marked as read`, variant: "success" });
  };
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-box border border-info/40 bg-info/5 p-4 md:col-span-2"
      data-testid="referral-summary"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {t`Summary for your records`}
        </h3>
        {unread ? <span className="badge badge-info badge-soft">{t`New`}</span> : null}
      </div>
      {reasons}
      <SummaryBody words={words} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline btn-sm min-h-11" onClick={print}>
          {t`Print`}
        </button>
        <button type="button" className="btn btn-outline btn-sm min-h-11" onClick={copy}>
          {t`Copy as text`}
        </button>
        {unread ? (
          <button type="button" className="btn btn-primary btn-sm min-h-11" onClick={markRead}>
            {t`Mark as read`}
          </button>
        ) : null}
      </div>
      <PrintCopy printing={printing}>
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-semibold">{words.title}</h1>
          <p>{words.subtitle}</p>
          {reasons}
          <SummaryBody words={words} />
        </div>
      </PrintCopy>
    </section>
  );
}

/** Sessions with their dates, then the ONS4 change: on screen and on paper alike. */
function SummaryBody({ words }: { words: ReturnType<typeof useSummaryWords> }) {
  const { t } = useLingui();
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-3">
        {words.groups.map((g) => (
          <div key={g.key} data-testid={`summary-${g.key}`}>
            <dt className="font-medium">{g.label}</dt>
            {g.dates.length > 0 ? (
              <dd>
                <ul className="text-sm">
                  {g.dates.map((at) => (
                    <li key={at}>
                      <time dateTime={at}>{words.when(at)}</time>
                    </li>
                  ))}
                </ul>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <div>
        <h4 className="mb-2 font-medium">{t`Wellbeing (ONS4), before → after`}</h4>
        {words.ons4 ? (
          <Ons4ChangeList changes={words.ons4} />
        ) : (
          <p className="text-sm text-base-content/80">{words.noOns4}</p>
        )}
      </div>
    </>
  );
}
