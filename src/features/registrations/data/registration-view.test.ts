import { describe, expect, it } from "vitest";
import type { RegistrationRow } from "#db/types.ts";
import { testExperience } from "#testing/fixtures.ts";
import { registrationView } from "./registration-view.ts";

// 90 minutes from 18:00: over at 19:30.
const experience = testExperience({ date: "2031-01-01T18:00:00.000Z", duration: 90 });
const at = (time: string) => new Date(`2031-01-01T${time}:00.000Z`);
const registration = (status: string): RegistrationRow => ({
  id: "0197aaaa-0000-7000-8000-00000000a001",
  userId: "0197aaaa-0000-7000-8000-0000000000u1",
  experienceId: experience.id,
  status,
  registeredAt: "2030-12-01T00:00:00.000Z",
  attendedAt: null,
  completedAt: null,
  wellbeingImpact: null,
  ticketToken: "signed",
  cancelledAt: status === "cancelled" ? "2030-12-02T00:00:00.000Z" : null,
});

describe("registrationView: joining closes when the experience ends", () => {
  it("offers to join until the end, a latecomer too", () => {
    expect(registrationView(experience, null, null, at("17:00")).kind).toBe("join");
    expect(registrationView(experience, null, null, at("19:29")).kind).toBe("join");
  });

  it("has nothing to join once it is over, registered before or not", () => {
    expect(registrationView(experience, null, null, at("19:30")).kind).toBe("ended");
    expect(registrationView(experience, registration("cancelled"), null, at("20:00")).kind).toBe(
      "ended",
    );
  });

  it("keeps showing a registration the person holds after the end", () => {
    expect(registrationView(experience, registration("registered"), null, at("20:00")).kind).toBe(
      "registered",
    );
    expect(registrationView(experience, registration("attended"), null, at("20:00")).kind).toBe(
      "attended",
    );
  });
});
