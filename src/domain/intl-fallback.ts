/**
 * Formatting for languages whose Intl data the browser lacks. Some Chromium builds ship without
 * Armenian, and `Intl` then silently formats in English ("Nov 23, 2026", "€15.00"). Only
 * Armenian needs this among the six languages; for it, dates are built from their parts with
 * CLDR's names and numbers from English digits with Armenian separators.
 */

const dateSupport = new Map<string, boolean>();
const numberSupport = new Map<string, boolean>();

function supported(cache: Map<string, boolean>, locale: string, check: () => number): boolean {
  let known = cache.get(locale);
  if (known === undefined) {
    known = check() > 0;
    cache.set(locale, known);
  }
  return known;
}

/** True when `Intl.DateTimeFormat` has no data for the locale but a fallback here does. */
export function needsDateFallback(locale: string): boolean {
  return (
    isArmenian(locale) &&
    !supported(dateSupport, locale, () => Intl.DateTimeFormat.supportedLocalesOf([locale]).length)
  );
}

/** True when `Intl.NumberFormat` has no data for the locale but a fallback here does. */
export function needsNumberFallback(locale: string): boolean {
  return (
    isArmenian(locale) &&
    !supported(numberSupport, locale, () => Intl.NumberFormat.supportedLocalesOf([locale]).length)
  );
}

function isArmenian(locale: string): boolean {
  return locale === "hy" || locale.startsWith("hy-");
}

const WEEKDAYS = [
  "կիրակի",
  "երկուշաբթի",
  "երեքշաբթի",
  "չորեքշաբթի",
  "հինգշաբթի",
  "ուրբաթ",
  "շաբաթ",
];
const WEEKDAYS_SHORT = ["կիր", "երկ", "երք", "չրք", "հնգ", "ուր", "շբթ"];
/** Genitive month names: an Armenian date reads "23 նոյեմբերի 2026" ("23rd of November"). */
const MONTHS = [
  "հունվարի",
  "փետրվարի",
  "մարտի",
  "ապրիլի",
  "մայիսի",
  "հունիսի",
  "հուլիսի",
  "օգոստոսի",
  "սեպտեմբերի",
  "հոկտեմբերի",
  "նոյեմբերի",
  "դեկտեմբերի",
];
const MONTHS_SHORT = [
  "հնվ",
  "փտվ",
  "մրտ",
  "ապր",
  "մյս",
  "հնս",
  "հլս",
  "օգս",
  "սեպ",
  "հոկ",
  "նոյ",
  "դեկ",
];

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * An Armenian date and/or time from the same options `Intl.DateTimeFormat` takes (the styles and
 * the weekday/day/month/year/hour/minute fields this app uses), in local time unless the options
 * say UTC. Times are 24-hour, as Armenian uses them.
 */
export function formatArmenianDate(d: Date, options: Intl.DateTimeFormatOptions): string {
  const utc = options.timeZone === "UTC";
  const year = utc ? d.getUTCFullYear() : d.getFullYear();
  const month = utc ? d.getUTCMonth() : d.getMonth();
  const day = utc ? d.getUTCDate() : d.getDate();
  const weekday = utc ? d.getUTCDay() : d.getDay();
  const time = `${pad(utc ? d.getUTCHours() : d.getHours())}:${pad(utc ? d.getUTCMinutes() : d.getMinutes())}`;

  let date = "";
  switch (options.dateStyle) {
    case "full":
      date = `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month]} ${year}`;
      break;
    case "long":
      date = `${day} ${MONTHS[month]} ${year}`;
      break;
    case "medium":
      date = `${day} ${MONTHS_SHORT[month]} ${year}`;
      break;
    case "short":
      date = `${pad(day)}.${pad(month + 1)}.${pad(year % 100)}`;
      break;
    default:
      date = fieldsDate(options, { year, month, day, weekday });
  }
  const withTime = options.timeStyle !== undefined || options.hour !== undefined;
  return [date, withTime ? time : ""].filter(Boolean).join(", ");
}

function fieldsDate(
  o: Intl.DateTimeFormatOptions,
  p: { year: number; month: number; day: number; weekday: number },
): string {
  if (o.month === "numeric" || o.month === "2-digit") {
    return [o.day ? pad(p.day) : "", pad(p.month + 1), o.year ? String(p.year) : ""]
      .filter(Boolean)
      .join(".");
  }
  const names = o.month === "long" ? MONTHS : MONTHS_SHORT;
  const parts = [
    o.day ? String(p.day) : "",
    o.month ? names[p.month] : "",
    o.year ? String(p.year) : "",
  ].filter(Boolean);
  const weekday = o.weekday
    ? (o.weekday === "long" ? WEEKDAYS : WEEKDAYS_SHORT)[p.weekday]
    : undefined;
  return [weekday, parts.join(" ")].filter(Boolean).join(", ");
}

/**
 * An Armenian number: English digits and rounding, then Armenian separators (a no-break space
 * between thousands, a comma before decimals), a currency symbol after the amount ("15,00 €")
 * and a percent sign after the number.
 */
export function formatArmenianNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
): string {
  const { style, currency, ...rest } = options;
  const digits = new Intl.NumberFormat("en", {
    ...rest,
    ...(style === "currency" && currency
      ? { style: "currency", currency, currencyDisplay: "code" }
      : style === "percent"
        ? { style: "percent" }
        : {}),
  })
    .formatToParts(value)
    .map((part) => {
      if (part.type === "group") return "\u00a0";
      if (part.type === "decimal") return ",";
      if (part.type === "currency" || part.type === "percentSign" || part.type === "literal")
        return "";
      return part.value;
    })
    .join("")
    .trim();
  if (style === "percent") return `${digits}%`;
  if (style === "currency" && currency) return `${digits}\u00a0${currencySymbol(currency)}`;
  return digits;
}

function currencySymbol(currency: string): string {
  return { EUR: "€", GBP: "£", USD: "$", AMD: "֏" }[currency] ?? currency;
}
