import { isDateOnly, parseDateText, parseIsoText, startOfLocalDay } from "./dates.ts";
import type { Experience } from "./experience.ts";
import { buildIcsCalendar, type IcsEvent } from "./ics.ts";

/**
 * An experience → a calendar entry (the in-app calendar's "Add to Calendar", registered
 * experiences shown in the calendar, the .ics download and the private feed), all with the same
 * times: the experience's real start and its duration (120 minutes when it has none). Only when
 * the listing gives no time of day (a date-only day, or free text) does the fallback apply:
 * that day from 18:00 to 20:00 local time.
 */

export const EXPERIENCE_EVENT_START_HOUR = 18;
export const EXPERIENCE_EVENT_END_HOUR = 20;
export const DEFAULT_ICS_DURATION_MIN = 120;

type EventSource = Pick<
  Experience,
  | "id"
  | "title"
  | "description"
  | "wellbeingBenefit"
  | "date"
  | "location"
  | "category"
  | "duration"
>;

/**
 * The local day an experience happens on: parse the text; if that fails, or
 * the text names no year, append the current year and parse again ("March 15" → "March 15
 * 2026": JavaScript engines would otherwise pick a year of their own, V8 says 2001); if still
 * invalid, today.
 *
 * Engines also read junk leniently ("Summer 2026" and "TBD 2026" become 1 January), so text that
 * names neither a day number nor a month counts as unparseable: today is the honest answer.
 */
export function experienceDay(dateText: string, now: Date): Date {
  const text = dateText.trim();
  const iso = parseIsoText(text);
  if (iso) return startOfLocalDay(iso);
  const withoutYear = text.replace(/\d{4}/g, "");
  const meaningful = /\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/i.test(withoutYear);
  const hasYear = withoutYear !== text;
  const parsed = !meaningful
    ? null
    : ((hasYear ? parseDateText(text) : null) ?? parseDateText(`${text} ${now.getFullYear()}`));
  return startOfLocalDay(parsed ?? now);
}

function atHour(day: Date, hour: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0, 0);
}

export interface ExperienceCalendarDraft {
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  location: string;
  category: string;
  eventType: "experience";
  experienceId: string;
}

/**
 * When an experience happens: an ISO date-time starts at that instant and lasts its duration
 * (DEFAULT_ICS_DURATION_MIN without one); a date-only day or free text has no real time, so the
 * fallback applies: its day (experienceDay) from 18:00 to 20:00 local time.
 */
export function experienceTimes(
  experience: Pick<Experience, "date" | "duration">,
  now: Date,
): { start: Date; end: Date } {
  const text = experience.date.trim();
  const instant = isDateOnly(text) ? null : parseIsoText(text);
  if (!instant) {
    const day = experienceDay(text, now);
    return {
      start: atHour(day, EXPERIENCE_EVENT_START_HOUR),
      end: atHour(day, EXPERIENCE_EVENT_END_HOUR),
    };
  }
  const minutes = experience.duration ?? DEFAULT_ICS_DURATION_MIN;
  return { start: instant, end: new Date(instant.getTime() + minutes * 60_000) };
}

/** The description with its 'Wellbeing benefit' line. */
export function experienceDescription(
  experience: Pick<Experience, "description" | "wellbeingBenefit">,
  benefitLabel = "Wellbeing benefit",
): string {
  return `${experience.description}\n\n${benefitLabel}: ${experience.wellbeingBenefit}`;
}

/**
 * The calendar-event payload for "Add to Calendar". `benefitLabel` is the translated
 * "Wellbeing benefit" label: the text is stored in the user's event, so it is written in the
 * language the user chose.
 */
export function calendarEventFromExperience(
  experience: EventSource,
  now: Date,
  benefitLabel = "Wellbeing benefit",
): ExperienceCalendarDraft {
  const { start, end } = experienceTimes(experience, now);
  return {
    title: experience.title,
    description: experienceDescription(experience, benefitLabel),
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    location: experience.location,
    category: experience.category,
    eventType: "experience",
    experienceId: experience.id,
  };
}

export interface IcsOptions {
  /** A link back to the experience page, e.g. `${origin}/experience/${id}`. */
  url?: string;
  benefitLabel?: string;
}

/** The experience as one iCalendar event (UID stable per experience). */
export function experienceIcsEvent(
  experience: EventSource & Pick<Experience, "venue">,
  now: Date,
  options: IcsOptions = {},
): IcsEvent {
  const { start, end } = experienceTimes(experience, now);
  const place = [experience.venue, experience.location].filter(Boolean).join(", ");
  return {
    uid: `${experience.id}@culturewell`,
    start,
    end,
    summary: experience.title,
    description: experienceDescription(experience, options.benefitLabel),
    location: place || null,
    categories: experience.category,
    url: options.url ?? null,
  };
}

/** An RFC 5545 VCALENDAR with one VEVENT for the experience (CRLF, escaped, folded). */
export function experienceToIcs(
  experience: EventSource & Pick<Experience, "venue">,
  now: Date,
  options: IcsOptions = {},
): string {
  return buildIcsCalendar({ events: [experienceIcsEvent(experience, now, options)] }, now);
}

/** "drumming-circle.ics" (ASCII letters and digits; "experience.ics" if nothing is left). */
export function icsFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "experience"}.ics`;
}
