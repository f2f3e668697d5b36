import type { ReferralRow } from "#db/types.ts";

/**
 * A referral row for this feature's tests: made by "Dr Rivera" for `testUser()` of
 * src/testing/fixtures.ts (its id is written out: only test files may import src/testing).
 */
export function testReferral(overrides: Partial<ReferralRow> = {}): ReferralRow {
  const at = "2025-06-01T10:00:00.000Z";
  return {
    id: "0197aaaa-0000-7000-8000-0000000003a1",
    professionalId: "0197aaaa-0000-7000-8000-0000000000b1",
    professionalName: "Dr Rivera",
    clientId: "0197aaaa-0000-7000-8000-0000000000a1",
    clientName: "Alex Morgan",
    clientEmail: null,
    experienceId: null,
    experienceIds: [],
    bookedExperienceId: null,
    notes: "Singing could help with the low mood.",
    status: "sent",
    inviteCode: null,
    shareOutcomes: false,
    timeline: [{ status: "sent", at, by: "0197aaaa-0000-7000-8000-0000000000b1", reason: null }],
    baseline: null,
    followUp: null,
    milestone: null,
    reviewedAt: null,
    inviteCodeExpiresAt: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
