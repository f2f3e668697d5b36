import type { ReferralRow } from "#db/types.ts";

/** A referral row for tests: a sent referral by professional p1, with overrides. */
export function testReferral(overrides: Partial<ReferralRow> = {}): ReferralRow {
  const createdAt = overrides.createdAt ?? "2030-05-10T09:00:00.000Z";
  return {
    id: "0197aaaa-0000-7000-8000-0000000000f1",
    professionalId: "0197aaaa-0000-7000-8000-0000000000d1",
    professionalName: "Dr. Rivera",
    clientId: null,
    clientName: "Sam Client",
    clientEmail: null,
    experienceId: null,
    experienceIds: [],
    bookedExperienceId: null,
    notes: null,
    status: "sent",
    inviteCode: null,
    shareOutcomes: false,
    timeline: [{ status: "sent", at: createdAt, by: "p1", reason: null }],
    baseline: null,
    followUp: null,
    milestone: null,
    reviewedAt: null,
    inviteCodeExpiresAt: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}
