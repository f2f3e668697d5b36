import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "#domain/money.ts";

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

function Stars({ className }: { className: string }) {
  return (
    <span className={`flex gap-0.5 ${className}`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg
          key={i}
          viewBox="0 0 24 24"
          className="size-5 shrink-0"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

/**
 * Five stars filled by `score × 5`, partial stars included: the filled row is
 * clipped to the exact share. Read as "n out of 5" by assistive technology.
 */
export function StarRating({ score }: { score: number }) {
  const { t, i18n } = useLingui();
  const value = Math.min(5, Math.max(0, score * 5));
  const n = formatNumber(value, i18n.locale, { maximumFractionDigits: 1 });
  return (
    <span
      role="img"
      aria-label={t`${n} out of 5`}
      className="relative inline-flex"
      title={t`${n} out of 5`}
    >
      <Stars className="text-base-300" />
      <span
        className="absolute inset-y-0 start-0 overflow-hidden"
        style={{ width: `${(value / 5) * 100}%` }}
      >
        <Stars className="text-warning [&_path]:stroke-[oklch(55%_0.14_70)] [&_path]:stroke-1" />
      </span>
    </span>
  );
}
