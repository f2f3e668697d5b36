import { isDateOnly, parseDateText, parseIsoText, startOfLocalDay } from "./dates.ts";
import type { Experience } from "./experience.ts";
import { escapeIcsText, formatIcsUtc, joinIcsLines } from "./ics.ts";

/**
 * An experience → a calendar entry, two ways:
 * - the in-app calendar (spec §3 "Calendar event payload from an experience"): on the
 *   experience's day from 18:00 to 20:00 local time, whatever time the experience starts;
 * - an .ics download for other calendar apps: the experience's real start and duration.
 */

export const EXPERIENCE_EVENT_START_HOUR = 18;
export const EXPERIENCE_EVENT_END_HOUR = 20;
export const DEFAULT_ICS_DURATION_MIN = 120;

type EventSource = Pick<
  Experience,
  "id" | "title" | "description" | "wellbeingBenefit" | "date" | "location" | "category"
>;

/**
 * The local day an experience happens on (spec §3 fallbacks): parse the text; if that fails, or
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
 * The calendar-event payload for "Add to Calendar". `benefitLabel` is the translated
 * "Wellbeing benefit" label: the text is stored in the user's event, so it is written in the
 * language the user chose.
 */
export function calendarEventFromExperience(
  experience: EventSource,
  now: Date,
  benefitLabel = "Wellbeing benefit",
): ExperienceCalendarDraft {
  const day = experienceDay(experience.date, now);
  return {
    title: experience.title,
    description: `${experience.description}\n\n${benefitLabel}: ${experience.wellbeingBenefit}`,
    startTime: atHour(day, EXPERIENCE_EVENT_START_HOUR).toISOString(),
    endTime: atHour(day, EXPERIENCE_EVENT_END_HOUR).toISOString(),
    location: experience.location,
    category: experience.category,
    eventType: "experience",
    experienceId: experience.id,
  };
}

/**
 * When the experience really starts: the instant of an ISO date-time; for a date without a
 * time (or free text) there is no real time, so the day at the default 18:00 local.
 */
export function experienceStart(dateText: string, now: Date): Date {
  const iso = isDateOnly(dateText) ? null : parseIsoText(dateText);
  return iso ?? atHour(experienceDay(dateText, now), EXPERIENCE_EVENT_START_HOUR);
}

export interface IcsOptions {
  /** A link back to the experience page, e.g. `${origin}/experience/${id}`. */
  url?: string;
  benefitLabel?: string;
}

/** An RFC 5545 VCALENDAR with one VEVENT for the experience (CRLF, escaped, folded). */
export function experienceToIcs(
  experience: EventSource & Pick<Experience, "venue" | "duration">,
  now: Date,
  options: IcsOptions = {},
): string {
  const start = experienceStart(experience.date, now);
  const minutes = experience.duration ?? DEFAULT_ICS_DURATION_MIN;
  const end = new Date(start.getTime() + minutes * 60_000);
  const label = options.benefitLabel ?? "Wellbeing benefit";
  const description = `${experience.description}\n\n${label}: ${experience.wellbeingBenefit}`;
  const place = [experience.venue, experience.location].filter(Boolean).join(", ");
  return joinIcsLines([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//CultureWell//Experiences//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${experience.id}@culturewell`,
    `DTSTAMP:${formatIcsUtc(now)}`,
    `DTSTART:${formatIcsUtc(start)}`,
    `DTEND:${formatIcsUtc(end)}`,
    `SUMMARY:${escapeIcsText(experience.title)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    ...(place ? [`LOCATION:${escapeIcsText(place)}`] : []),
    `CATEGORIES:${escapeIcsText(experience.category)}`,
    ...(options.url ? [`URL:${options.url}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ]);
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
