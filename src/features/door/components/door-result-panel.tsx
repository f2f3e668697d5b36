import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { type DoorTone, doorTone } from "#domain/door-check.ts";
import { ticketRef } from "#domain/ticket-token.ts";
import { AlertIcon } from "#ui/icons.tsx";
import type { ScanVerdict } from "../data/verify-scan.ts";
import { AdmitIcon, StopIcon } from "./door-icons.tsx";
import { useDoorWords } from "./use-door-words.ts";

const TONE_CLASS: Record<DoorTone, string> = {
  success: "alert-success",
  warning: "alert-warning",
  error: "alert-error",
};

const TONE_ICON: Record<DoorTone, typeof AdmitIcon> = {
  success: AdmitIcon,
  warning: AlertIcon,
  error: StopIcon,
};

interface DoorResultPanelProps {
  verdict: ScanVerdict | null;
  /** A ticket the list lacks is being asked of the server (said in the live region). */
  checking: boolean;
  onNext: () => void;
}

/**
 * The result of the last ticket, big enough to read at arm's length: colour, icon and a word
 * (never colour alone), the headline, what else the door knows (the experience a ticket is for),
 * name and ticket id. The live region is always in the page, so screen readers announce each new
 * result. "Scan next" takes the focus when a result appears.
 */
export function DoorResultPanel({ verdict, checking, onNext }: DoorResultPanelProps) {
  const { t } = useLingui();
  const { detail, headline, toneWord } = useDoorWords();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (verdict) next.current?.focus();
  }, [verdict]);

  const tone = verdict ? doorTone(verdict.result) : null;
  const Icon = tone ? TONE_ICON[tone] : null;
  const registrationId = verdict?.attendee?.id ?? verdict?.ticket?.registrationId;
  const ref = verdict?.attendee?.ticketRef ?? (registrationId ? ticketRef(registrationId) : null);
  const more = verdict ? detail(verdict) : null;

  // The live region stays in the page (a region that appears with its text is often not read);
  // "Scan next" sits outside it, so only the result is announced.
  return (
    <div
      data-testid="door-result"
      data-result={verdict?.result ?? "none"}
      className={
        tone ? `alert ${TONE_CLASS[tone]} flex w-full flex-col items-stretch gap-4 p-6 sm:p-8` : ""
      }
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {verdict && Icon ? (
          <div className="flex items-start gap-4">
            <Icon className="size-12 shrink-0" />
            <div className="min-w-0">
              <p className="text-sm font-bold tracking-wide uppercase">
                {toneWord(verdict.result)}
              </p>
              <p className="text-2xl font-bold text-balance sm:text-3xl">{headline(verdict)}</p>
              {more ? <p className="mt-1 text-lg font-semibold">{more}</p> : null}
              {verdict.attendee && verdict.result !== "valid" ? (
                <p className="mt-1 text-lg font-semibold">{verdict.attendee.name}</p>
              ) : null}
              {ref ? <p className="mt-1 font-mono text-base">{t`Ticket ${ref}`}</p> : null}
            </div>
          </div>
        ) : checking ? (
          <p className="text-lg font-semibold" aria-busy="true">
            {t`Checking online…`}
          </p>
        ) : null}
      </div>
      {verdict ? (
        <button
          ref={next}
          type="button"
          className="btn btn-lg min-h-14 w-full border-current bg-base-100 text-base-content"
          onClick={onNext}
        >
          {t`Scan next`}
        </button>
      ) : null}
    </div>
  );
}
