import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { ContactOutcome } from "../data/contact-api.ts";

/**
 * The thank-you state. Offline it says plainly that the message is kept and will be sent; focus
 * moves to the heading so a screen reader hears the outcome the moment the form disappears.
 */
export function ContactThankYou({
  outcome,
  onAgain,
}: {
  outcome: ContactOutcome;
  onAgain: () => void;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="contact-thanks"
      className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm"
    >
      <h2
        id="contact-thanks"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold outline-none"
      >
        {t`Thank you for reaching out!`}
      </h2>
      <p className="mt-3 text-base-content/80">
        {outcome === "queued"
          ? t`Your message is saved on this device and will be sent automatically as soon as there is a connection.`
          : t`We've received your message and will get back to you within 24 hours.`}
      </p>
      <button type="button" onClick={onAgain} className="btn btn-outline btn-primary mt-6 min-h-11">
        {t`Send Another Message`}
      </button>
    </section>
  );
}
