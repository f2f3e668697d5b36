import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RegistrationStatus } from "#domain/registration-lifecycle.ts";

/** A registration's status in words (shown with the word, never by colour alone). */
export const STATUS_LABELS: Readonly<Record<RegistrationStatus, MessageDescriptor>> = {
  registered: msg`Registered`,
  waitlisted: msg`Waiting list`,
  attended: msg`Attended`,
  no_show: msg`No-show`,
  cancelled: msg`Cancelled`,
};

export function statusLabel(status: string): MessageDescriptor | null {
  return Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status as RegistrationStatus] : null;
}
