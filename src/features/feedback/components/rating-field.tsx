import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { RATINGS, type Rating } from "#domain/feedback-schemas.ts";
import { FieldError } from "#ui/form/index.ts";

/** Each rating's words: the number is never the only cue, and colour never is. */
export const RATING_LABELS: Readonly<Record<Rating, MessageDescriptor>> = {
  1: msg`Poor`,
  2: msg`Fair`,
  3: msg`Good`,
  4: msg`Very good`,
  5: msg`Excellent`,
};

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

function Stars({ count }: { count: number }) {
  return (
    <span className="flex gap-0.5" aria-hidden="true">
      {RATINGS.map((i) => (
        <svg
          key={i}
          viewBox="0 0 24 24"
          className="size-4 shrink-0"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d={STAR}
            fill={i <= count ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth={1.5}
          />
        </svg>
      ))}
    </span>
  );
}

/**
 * 1–5 as a native radio group: one tab stop, arrow keys move, each option read as "4, Very
 * good". The chosen tile gets a thicker border and filled background, and its stars and words
 * say the value too. The error is tied to the group; the first radio carries `name` so a failed
 * submit focuses it. Five tiles in a row only where the group has room for five rows of stars
 * (a container query: the experience page's side column is narrow at desktop widths), a list of
 * rows otherwise (docs/layout-check.md).
 */
export function RatingField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: number | null;
  onChange: (rating: Rating) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const errorId = `${useId()}-error`;
  return (
    <fieldset disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-medium">{t`Your rating`}</legend>
      <div className="@container">
        <div className="grid grid-cols-1 gap-2 @2xl:grid-cols-5">
          {RATINGS.map((rating) => (
            <label
              key={rating}
              className="flex min-h-11 min-w-0 cursor-pointer items-center gap-3 rounded-box border-2 border-base-300 bg-base-100 px-3 py-2 hover:border-primary/60 has-checked:border-primary has-checked:bg-primary/8 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary @2xl:flex-col @2xl:gap-2 @2xl:px-2 @2xl:text-center"
            >
              <input
                type="radio"
                name="rating"
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="sr-only"
              />
              <span className="text-base-content/80">
                <Stars count={rating} />
              </span>
              <span className="min-w-0 text-sm break-words">
                {rating} · {i18n._(RATING_LABELS[rating])}
              </span>
            </label>
          ))}
        </div>
      </div>
      <FieldError id={errorId} message={error} className="mt-2" />
    </fieldset>
  );
}
