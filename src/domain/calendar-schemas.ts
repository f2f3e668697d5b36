import * as v from "valibot";
import { R } from "./reasons.ts";
import { dateTimeField, idSchema, optionalText, requiredText } from "./schema-parts.ts";

/**
 * Calendar events. Start and end arrive as text (the
 * dialog's datetime-local values, or ISO from the sync queue) and leave as UTC ISO strings.
 * A `userId` in the body is dropped: the server takes the user from the token.
 */

export const CALENDAR_EVENT_TYPES = ["custom", "experience"] as const;
export const DEFAULT_EVENT_CATEGORY = "personal";

/** 'Invalid start time: <value>': the code travels, the form adds the value it shows. */
function timeField(which: "start" | "end") {
  return which === "start"
    ? dateTimeField(R.start_time_required, R.start_time_invalid)
    : dateTimeField(R.end_time_required, R.end_time_invalid);
}

export const calendarEventEntries = {
  title: requiredText(R.title_required, 100, R.title_too_long),
  description: optionalText(2000, R.text_too_long_2000),
  startTime: timeField("start"),
  endTime: timeField("end"),
  location: optionalText(200, R.text_too_long_200),
  category: v.pipe(
    v.optional(v.nullable(v.string()), DEFAULT_EVENT_CATEGORY),
    v.transform((s) => s?.trim() || DEFAULT_EVENT_CATEGORY),
    v.maxLength(50, R.text_too_long_2000),
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
        fail("endTime", R.end_before_start);
      }
      if (e.eventType === "experience" && e.experienceId === null) {
        fail("experienceId", R.event_experience_required);
      }
    }),
  );
}

export const calendarEventInputSchema = withCalendarChecks(v.object(calendarEventEntries));
