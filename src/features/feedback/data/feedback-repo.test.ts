import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { RegistrationRow } from "#db/types.ts";
import { testExperience } from "#testing/fixtures.ts";
import { unratedVisits, visitState } from "./feedback-repo.ts";

const ME = "0197aaaa-0000-7000-8000-0000000000a1";
const PARTNER = "0197aaaa-0000-7000-8000-0000000000b2";
const OWN = "0197aaaa-0000-7000-8000-0000000000e1";
const HELPED = "0197aaaa-0000-7000-8000-0000000000e2";
const OTHER = "0197aaaa-0000-7000-8000-0000000000e3";

const attended = (experienceId: string, n: number): RegistrationRow => ({
  id: `0197aaaa-0000-7000-8000-0000000001${n}0`,
  userId: ME,
  experienceId,
  status: "attended",
  registeredAt: "2025-06-01T10:00:00.000Z",
  attendedAt: `2025-06-1${n}T17:00:00.000Z`,
  completedAt: null,
  wellbeingImpact: null,
  ticketToken: null,
  cancelledAt: null,
});

beforeEach(async () => {
  await resetDatabaseForTests();
  await db.experiences.bulkPut([
    testExperience({ id: OWN, title: "My own workshop", createdBy: ME }),
    testExperience({ id: HELPED, title: "Where I help", createdBy: PARTNER }),
    testExperience({ id: OTHER, title: "Someone else's", createdBy: null }),
  ]);
  await db.registrations.bulkPut([attended(OWN, 1), attended(HELPED, 2), attended(OTHER, 3)]);
  await db.doorHelpers.put({
    id: "0197aaaa-0000-7000-8000-0000000002d1",
    partnerId: PARTNER,
    partnerName: "Riverside",
    helperId: ME,
    helperName: "me",
    createdAt: "2025-06-01T10:00:00.000Z",
  });
});

describe('who is asked "How was it?"', () => {
  it("not the experience's creator nor its door helpers, though the door checked them in", async () => {
    expect(await visitState(ME, OWN)).toMatchObject({ attended: true, canRate: false });
    expect(await visitState(ME, HELPED)).toMatchObject({ attended: true, canRate: false });
    expect(await visitState(ME, OTHER)).toMatchObject({ attended: true, canRate: true });
  });

  it("the home prompt lists only visits the person may rate", async () => {
    expect((await unratedVisits(ME)).map((v) => v.experience.id)).toEqual([OTHER]);
  });
});
