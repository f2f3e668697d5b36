import type { MutationArgs, MutationName } from "#domain/mutations.ts";
import { dismissReminder, removeReminder, setReminder } from "./calendar-reminders-service.ts";
import {
  createCalendarEvent,
  deleteCalendarEvent,
  updateCalendarEvent,
} from "./calendar-service.ts";
import { recordCheckin } from "./checkins-service.ts";
import { submitContact } from "./contact-service.ts";
import { addDoorHelper, removeDoorHelper } from "./door-helpers-service.ts";
import { createExperience, updateExperience } from "./experiences-service.ts";
import { addFavorite, removeFavorite } from "./favorites-service.ts";
import { submitFeedback } from "./feedback-service.ts";
import { createInquiry } from "./inquiries-service.ts";
import { logMood } from "./moods-service.ts";
import { subscribeNewsletter } from "./newsletter-service.ts";
import { updatePartnerProfile } from "./partner-profile-service.ts";
import { updateProfile } from "./profile-service.ts";
import {
  closeReferral,
  consentReferral,
  createReferral,
  followUpReferral,
  renewReferralCode,
  respondToReferral,
  reviewReferral,
} from "./referrals-service.ts";
import { cancelRegistration, createRegistration } from "./registrations-service.ts";
import type { WriteCtx } from "./write-context.ts";

/** A mutation's service function: async, awaited by the runner before the next one starts. */
type Handler<N extends MutationName> = (ctx: WriteCtx, args: MutationArgs<N>) => Promise<unknown>;

/** The server side of the mutation registry (docs/adding-a-mutation.md). */
export type MutationHandlers = { [N in MutationName]: Handler<N> };

/**
 * Every mutation name → the one service function that applies it. REST write routes and
 * `POST /api/sync/push` both come through here (via the mutation runner), so there is one set
 * of rules for both transports. The mapped type makes a missing name a compile error.
 */
export const MUTATION_HANDLERS: MutationHandlers = {
  "mood.log": logMood,
  "favorite.add": addFavorite,
  "favorite.remove": removeFavorite,
  "registration.create": createRegistration,
  "registration.cancel": cancelRegistration,
  "checkin.record": recordCheckin,
  "partnerProfile.update": updatePartnerProfile,
  "doorHelper.add": addDoorHelper,
  "doorHelper.remove": removeDoorHelper,
  "experience.create": createExperience,
  "experience.update": updateExperience,
  "inquiry.create": createInquiry,
  "calendarEvent.create": createCalendarEvent,
  "profile.update": updateProfile,
  "newsletter.subscribe": subscribeNewsletter,
  "contact.submit": submitContact,
  "referral.create": createReferral,
  "calendarEvent.update": updateCalendarEvent,
  "calendarEvent.delete": deleteCalendarEvent,
  "eventReminder.set": setReminder,
  "eventReminder.remove": removeReminder,
  "eventReminder.dismiss": dismissReminder,
  "feedback.submit": submitFeedback,
  "referral.respond": respondToReferral,
  "referral.followUp": followUpReferral,
  "referral.consent": consentReferral,
  "referral.close": closeReferral,
  "referral.review": reviewReferral,
  "referral.renewCode": renewReferralCode,
};
