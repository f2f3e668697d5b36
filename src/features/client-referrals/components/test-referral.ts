import type { ReferralRow } from "#db/types.ts";
import { testUser } from "#testing/fixtures.ts";

/** A referral row for this feature's tests: made for the test user by "Dr Rivera". */
export function testReferral(overrides: Partial<ReferralRow> = {}): ReferralRow {
  const at = "2025-06-01T10:00:00.000Z";
  return {
    id: "0197aaaa-0000-7000-8000-0000000003a1",
    professionalId: "0197aaaa-0000-7000-8000-0000000000b1",
    professionalName: "Dr Rivera",
    clientId: testUser().id,
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
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
