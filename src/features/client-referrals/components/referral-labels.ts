import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Ons4Item } from "#domain/ons4.ts";
import type { ReferralStatus } from "#domain/referral-lifecycle.ts";
import type { NudgeKind } from "#domain/referral-loop.ts";

/** Each status in the client's words. */
export const STATUS_LABELS: Readonly<Record<ReferralStatus, MessageDescriptor>> = {
  sent: msg`Waiting for your answer`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  booked: msg`Booked`,
  attended: msg`You went`,
  did_not_attend: msg`Missed`,
  completed: msg`Completed`,
  closed: msg`Closed`,
};

/** A reminder the client was sent, in their words (docs/referral-loop.md, "Nudges"). */
export const REMINDER_LABELS: Readonly<Record<NudgeKind, MessageDescriptor>> = {
  unanswered: msg`Reminder: please answer this referral`,
  not_booked: msg`Reminder: book one of the suggested experiences`,
};

/** The summary step: the professional heard how the referral went. */
export const SUMMARY_SENT = msg`Your professional was sent a summary`;

/** The ONS personal wellbeing questions, in the ONS's exact wording. */
export const ONS4_QUESTIONS: Readonly<Record<Ons4Item, MessageDescriptor>> = {
  lifeSatisfaction: msg`Overall, how satisfied are you with your life nowadays?`,
  worthwhile: msg`Overall, to what extent do you feel that the things you do in your life are worthwhile?`,
  happiness: msg`Overall, how happy did you feel yesterday?`,
  anxiety: msg`On a scale where 0 is 'not at all anxious' and 10 is 'completely anxious', overall, how anxious did you feel yesterday?`,
};

/** Short names of the four measures, for the before → after table. */
export const ONS4_SHORT: Readonly<Record<Ons4Item, MessageDescriptor>> = {
  lifeSatisfaction: msg`Life satisfaction`,
  worthwhile: msg`Worthwhile`,
  happiness: msg`Happiness`,
  anxiety: msg`Anxiety`,
};
