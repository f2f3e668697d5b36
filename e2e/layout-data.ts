import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import {
  type Account,
  DASHBOARD,
  DEMO_INVITATION_CODE,
  DEMO_PASSWORD,
  type UserType,
} from "./fixtures.ts";

/**
 * The data the layout check needs that no demo account has, made through the API in a few
 * seconds (the UI flows that make it are covered by referrals.spec.ts and partners.spec.ts):
 * a participant who attended an experience (its page shows "How was it?") and answered a
 * referral's ONS4 before and after (their "Your answers" table), and a professional who sees that
 * change and holds an open referral with an invitation code.
 */

/** An account and a session token for it (from its sign-up). */
export interface SignedUp extends Account {
  token: string;
}

let made = 0;

/** A fresh account; each from its own test address (198.19.0.0/16), as the sign-up limit is per IP. */
async function signUp(request: APIRequestContext, userType: UserType): Promise<SignedUp> {
  made += 1;
  const username = `layout${userType.slice(0, 3)}${Date.now().toString(36)}${made}`;
  const response = await request.post("/api/auth/signup", {
    headers: { "X-Forwarded-For": `198.19.${process.pid % 256}.${made % 256}` },
    data: {
      username,
      password: DEMO_PASSWORD,
      firstName: "Layout",
      lastName: userType === "professional" ? "Professional" : "Participant",
      userType,
      invitationCode: DEMO_INVITATION_CODE,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { username, dashboard: DASHBOARD[userType], token };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Sends mutations as a device would (sync push) and expects each to be applied. */
async function push(
  request: APIRequestContext,
  token: string,
  mutations: { name: string; args: Record<string, unknown> }[],
) {
  const response = await request.post("/api/sync/push", {
    headers: bearer(token),
    data: {
      clientId: randomUUID(),
      mutations: mutations.map((m) => ({
        id: randomUUID(),
        name: m.name,
        args: m.args,
        createdAt: new Date().toISOString(),
      })),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { results } = (await response.json()) as { results: { status: string }[] };
  expect(results, JSON.stringify(results)).toEqual(
    mutations.map(() => expect.objectContaining({ status: "applied" })),
  );
}

export interface LayoutData {
  participant: SignedUp;
  professional: SignedUp;
  attendedExperienceId: string;
  referralId: string;
}

export async function makeLayoutData(request: APIRequestContext): Promise<LayoutData> {
  const [partner, participant, professional] = await Promise.all([
    signUp(request, "cultural_partner"),
    signUp(request, "individual"),
    signUp(request, "professional"),
  ]);

  // Starts within the hour: the door admits from three hours before the start until the end.
  const listing = await request.post("/api/experiences", {
    headers: bearer(partner.token),
    data: {
      title: "Printmaking for Beginners at the Old Town Studio",
      description: "An evening of gentle printmaking with local artists, all materials provided.",
      category: "craft",
      price: 0,
      location: "Old Town, Riga",
      venue: "Old Town Print Studio",
      date: new Date(Date.now() + 30 * 60_000).toISOString(),
      imageUrl: "/images/experiences/craft-pottery.svg",
      wellbeingBenefit: "Calms the mind through slow, careful making",
      duration: 90,
      maxParticipants: 12,
    },
  });
  expect(listing.status(), await listing.text()).toBe(201);
  const experienceId = ((await listing.json()) as { id: string }).id;

  const referralId = randomUUID();
  await push(request, professional.token, [
    {
      name: "referral.create",
      args: {
        id: referralId,
        clientName: "Layout Participant",
        clientKind: "existing",
        clientUsername: participant.username,
        experienceIds: [experienceId],
      },
    },
    // A new client: the server issues the invitation code the list shows.
    {
      name: "referral.create",
      args: { id: randomUUID(), clientName: "Marija Bērziņa-Kalniņa", clientKind: "new" },
    },
  ]);
  await push(request, participant.token, [
    {
      name: "referral.respond",
      args: {
        id: referralId,
        decision: "accept",
        baseline: { lifeSatisfaction: 4, worthwhile: 5, happiness: 5, anxiety: 8 },
        shareOutcomes: true,
      },
    },
  ]);
  const booking = await request.post("/api/user-experiences", {
    headers: bearer(participant.token),
    data: { experienceId },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  const registrationId = ((await booking.json()) as { id: string }).id;
  await push(request, partner.token, [
    {
      name: "checkin.record",
      args: {
        id: randomUUID(),
        registrationId,
        experienceId,
        scannedAt: new Date().toISOString(),
        deviceId: "layout-door",
      },
    },
  ]);
  await push(request, participant.token, [
    {
      name: "referral.followUp",
      args: {
        id: referralId,
        followUp: { lifeSatisfaction: 7, worthwhile: 5, happiness: 4, anxiety: 4 },
      },
    },
  ]);
  return { participant, professional, attendedExperienceId: experienceId, referralId };
}
