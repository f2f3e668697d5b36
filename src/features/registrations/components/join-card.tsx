import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import type { RegistrationRow, RejectionRow } from "#db/types.ts";
import { formatDate } from "#domain/dates.ts";
import { formatEuros } from "#domain/money.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import type { JoinOffer } from "../data/registration-view.ts";

interface JoinCardProps {
  offer: JoinOffer;
  price: number;
  /** The cancelled registration this person may revive. */
  cancelled: RegistrationRow | null;
  rejection: RejectionRow | null;
  busy: boolean;
  onJoin: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * "Join This Experience", honest about price and places: a free experience offers
 * "Get Free Ticket"; a paid one says its price and that payment is at the venue (the app takes
 * none); a full one offers the waiting list and says how it works.
 */
export function JoinCard({
  offer,
  price,
  cancelled,
  rejection,
  busy,
  onJoin,
  headingRef,
}: JoinCardProps) {
  const { t, i18n } = useLingui();
  const localize = useReasonText();
  const amount = formatEuros(price, i18n.locale);
  const action = offer.waitlist
    ? t`Join the waiting list`
    : rejection
      ? t`Try Again`
      : offer.paid
        ? t`Reserve a place — pay at the venue`
        : t`Get Free Ticket`;
  return (
    <section
      aria-labelledby="join-heading"
      className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm"
      data-testid="registration-panel"
    >
      <h2
        id="join-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        {cancelled ? t`Registration cancelled` : t`Join This Experience`}
      </h2>
      {cancelled?.cancelledAt ? (
        <p className="mt-1 text-sm text-base-content/80">
          {t`Cancelled on ${formatDate(cancelled.cancelledAt, i18n.locale)}. You can register again.`}
        </p>
      ) : null}
      {amount ? (
        <p className="mt-3">
          <span className="text-lg font-semibold" data-testid="registration-price">
            {amount}
          </span>{" "}
          <span className="text-base-content/80">{t`· paid at the venue`}</span>
        </p>
      ) : null}
      <p className="mt-2 text-base-content/80">
        {amount
          ? t`Reserve your place here and pay when you arrive. There is no online payment. Your ticket works offline, too.`
          : t`Registration is free. Your ticket works offline, too.`}
      </p>
      {offer.waitlist ? (
        <div className="mt-3 flex flex-col gap-1" data-testid="waitlist-offer">
          <p className="font-medium">
            {t`This experience is full.`}{" "}
            {offer.waitlistCount === 0
              ? t`Nobody is waiting yet.`
              : t`${plural(offer.waitlistCount, { one: "# person is waiting.", other: "# people are waiting." })}`}
          </p>
          <p className="text-sm text-base-content/80">
            {t`When a place is freed, it goes to the first person in line automatically, and their ticket then appears in the app.`}
          </p>
        </div>
      ) : offer.fewPlacesLeft !== null ? (
        <p className="mt-3 font-semibold" data-testid="places-left">
          {t`${plural(offer.fewPlacesLeft, { one: "# place left", other: "# places left" })}`}
        </p>
      ) : null}
      {rejection ? (
        <div role="alert" className="alert alert-error alert-soft mt-4 items-start">
          <div>
            <p className="font-semibold">{t`Not confirmed`}</p>
            <p className="text-sm">
              {localize(rejection.code, t`Your registration could not be confirmed.`)}
            </p>
          </div>
        </div>
      ) : null}
      <button
        type="button"
        className="btn btn-primary btn-block mt-5 h-auto min-h-12 whitespace-normal py-2"
        onClick={onJoin}
        disabled={busy}
        aria-busy={busy}
      >
        {action}
      </button>
    </section>
  );
}
