import * as v from "valibot";
import { parseDateText } from "./dates.ts";
import { idSchema, optionalText, requiredText } from "./schema-parts.ts";

/**
 * Calendar events (spec §3 payloads, §5 "Calendar dialog"). Start and end arrive as text (the
 * dialog's datetime-local values, or ISO from the sync queue) and leave as UTC ISO strings.
 * `userId` in the spec's body is dropped: the server takes the user from the token.
 */

export const CALENDAR_MSG = {
  titleRequired: "Title is required",
  titleMax: "Title must be less than 100 characters",
  startRequired: "Start time is required",
  endRequired: "End time is required",
  endBeforeStart: "End time must be after the start time",
  textMax: "Must be less than 2000 characters",
  experienceRequired: "An experience event needs its experience",
} as const;

export const CALENDAR_EVENT_TYPES = ["custom", "experience"] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];
export const DEFAULT_EVENT_CATEGORY = "personal";

/** 'Invalid start time: <value>' with the value as typed (cut short, it is echoed back). */
function timeField(which: "start" | "end") {
  const required = which === "start" ? CALENDAR_MSG.startRequired : CALENDAR_MSG.endRequired;
  return v.pipe(
    v.optional(v.nullable(v.string(required)), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(required),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const date = parseDateText(dataset.value);
      if (date) return date.toISOString();
      addIssue({ message: `Invalid ${which} time: ${dataset.value.slice(0, 100)}` });
      return NEVER;
    }),
  );
}

export const calendarEventEntries = {
  title: requiredText(CALENDAR_MSG.titleRequired, 100, CALENDAR_MSG.titleMax),
  description: optionalText(2000, CALENDAR_MSG.textMax),
  startTime: timeField("start"),
  endTime: timeField("end"),
  location: optionalText(200, CALENDAR_MSG.textMax),
  category: v.pipe(
    v.optional(v.nullable(v.string()), DEFAULT_EVENT_CATEGORY),
    v.transform((s) => s?.trim() || DEFAULT_EVENT_CATEGORY),
    v.maxLength(50, CALENDAR_MSG.textMax),
  ),
  eventType: v.optional(v.picklist(CALENDAR_EVENT_TYPES), "custom"),
  experienceId: v.optional(v.nullable(idSchema), null),
};

interface CalendarFields {
  startTime: string;
  endTime: string;
  eventType: string;
  experienceId: string | null;
}

/**
 * Cross-field rules, shared by the plain schema and the mutation schema (which adds `id`). A raw
 * check rather than `partialCheck` so one helper fits both object shapes.
 */
export function withCalendarChecks<T extends CalendarFields>(schema: v.GenericSchema<unknown, T>) {
  return v.pipe(
    schema,
    v.rawCheck<T>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const e: CalendarFields = dataset.value;
      const input: Record<string, unknown> = { ...e };
      const fail = (key: "endTime" | "experienceId", message: string) =>
        addIssue({
          message,
          path: [{ type: "object", origin: "value", input, key, value: e[key] }],
        });
      if (Date.parse(e.endTime) <= Date.parse(e.startTime)) {
        fail("endTime", CALENDAR_MSG.endBeforeStart);
      }
      if (e.eventType === "experience" && e.experienceId === null) {
        fail("experienceId", CALENDAR_MSG.experienceRequired);
      }
    }),
  );
}

export const calendarEventInputSchema = withCalendarChecks(v.object(calendarEventEntries));
export type CalendarEventInput = v.InferOutput<typeof calendarEventInputSchema>;
