import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useLayoutEffect, useRef } from "react";
import type { CalendarItem } from "#domain/calendar-items.ts";
import {
  addMonths,
  dayKey,
  isGridKey,
  itemsOnDay,
  monthWeeks,
  moveFocus,
  sameDay,
} from "#domain/calendar-month.ts";
import { formatDate } from "#domain/dates.ts";

const WEEK_STARTS_ON = 1;

interface MonthViewProps {
  items: readonly CalendarItem[];
  /** The selected day; the grid shows its month. */
  selected: Date;
  today: Date;
  onSelect: (day: Date) => void;
}

/**
 * The month as a table with weekday column headers; each day is a button, one in the tab order
 * at a time (roving tabindex, as in the WAI-ARIA date grid): arrow keys move by day and week,
 * Home/End to the week's ends, PageUp/PageDown by month; the chosen day is "pressed". Each day lists its entries (on narrow screens a count, the titles for screen readers).
 */
export function MonthView({ items, selected, today, onSelect }: MonthViewProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const weeks = monthWeeks(selected, WEEK_STARTS_ON);
  const monthLabel = formatDate(selected, locale, { month: "long", year: "numeric" });

  // Focus follows the selection, but only after a key moved it (never on first render). A layout
  // effect: it runs right after the DOM changes, in the same task, so nothing can come between
  // the grid moving its rows (which drops the focus) and the focus landing on the chosen day (a
  // passive effect lost it to <body> on a busy machine). The mark stays until that day's button
  // is there and focused.
  useLayoutEffect(() => {
    if (!moved.current) return;
    const button = gridRef.current?.querySelector<HTMLElement>(
      `button[data-day="${dayKey(selected)}"]`,
    );
    if (!button) return;
    button.focus();
    moved.current = false;
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    const rtl = document.documentElement.dir === "rtl";
    moved.current = true;
    onSelect(moveFocus(selected, event.key, WEEK_STARTS_ON, rtl));
  };

  return (
    <section
      aria-labelledby="month-heading"
      className="rounded-box border border-base-300 p-3 sm:p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <button
          type="button"
          className="btn btn-ghost min-h-11 min-w-11"
          onClick={() => onSelect(addMonths(selected, -1))}
        >
          <span aria-hidden="true">‹</span>
          {/* At 390 px only the arrows show; the name stays for screen readers. */}
          <span className="sr-only sm:not-sr-only">{t`Previous month`}</span>
        </button>
        <h2 id="month-heading" className="text-lg font-semibold" aria-live="polite">
          {monthLabel}
        </h2>
        <button
          type="button"
          className="btn btn-ghost min-h-11 min-w-11"
          onClick={() => onSelect(addMonths(selected, 1))}
        >
          <span className="sr-only sm:not-sr-only">{t`Next month`}</span>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={gridRef}
        aria-labelledby="month-heading"
        className="w-full table-fixed border-collapse text-sm"
      >
        <thead>
          <tr>
            {(weeks[0] ?? []).map((day) => (
              <th key={dayKey(day)} scope="col" className="py-1 font-medium">
                <abbr title={formatDate(day, locale, { weekday: "long" })} className="no-underline">
                  {formatDate(day, locale, { weekday: "narrow" })}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0] as Date)}>
              {week.map((day) => (
                <DayCell
                  key={dayKey(day)}
                  day={day}
                  items={itemsOnDay(items, day)}
                  isSelected={sameDay(day, selected)}
                  isToday={sameDay(day, today)}
                  inMonth={day.getMonth() === selected.getMonth()}
                  onSelect={onSelect}
                  onKeyDown={onKeyDown}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface DayCellProps {
  day: Date;
  items: CalendarItem[];
  isSelected: boolean;
  isToday: boolean;
  inMonth: boolean;
  onSelect: (day: Date) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

function DayCell({ day, items, isSelected, isToday, inMonth, onSelect, onKeyDown }: DayCellProps) {
  const { t, i18n } = useLingui();
  const count = items.length;
  const tone = isSelected
    ? "bg-primary text-primary-content"
    : inMonth
      ? "hover:bg-base-200"
      : "text-base-content/75 hover:bg-base-200";
  return (
    <td className="border border-base-300 p-0 align-top">
      <button
        type="button"
        data-day={dayKey(day)}
        tabIndex={isSelected ? 0 : -1}
        aria-pressed={isSelected}
        aria-current={isToday ? "date" : undefined}
        onClick={() => onSelect(day)}
        onKeyDown={onKeyDown}
        className={`block h-14 w-full p-1 text-start align-top focus-visible:outline-2 focus-visible:outline-offset-[-3px] focus-visible:outline-primary sm:h-20 ${tone}`}
      >
        <span className="sr-only">{formatDate(day, i18n.locale, { dateStyle: "full" })}</span>
        <span aria-hidden="true" className={isToday ? "font-bold underline" : undefined}>
          {day.getDate()}
        </span>
        {count > 0 ? (
          <>
            <span className="sr-only">
              {plural(count, { one: "# event:", other: "# events:" })}{" "}
              {items.map((i) => i.title).join(", ")}
            </span>
            <span
              aria-hidden="true"
              className="badge badge-sm badge-secondary mt-1 block sm:hidden"
            >
              {count}
            </span>
            <span aria-hidden="true" className="mt-1 hidden space-y-0.5 sm:block">
              {items.slice(0, 2).map((item) => (
                <span
                  key={item.key}
                  title={item.title}
                  className="block truncate rounded bg-secondary/20 px-1 text-xs"
                >
                  {item.title}
                </span>
              ))}
              {count > 2 ? <span className="block text-xs">{t`+${count - 2} more`}</span> : null}
            </span>
          </>
        ) : null}
      </button>
    </td>
  );
}
