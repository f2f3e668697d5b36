import { uuidv7 } from "#domain/ids.ts";
import type { Account } from "./accounts.ts";
import { push1 } from "./door-world.ts";
import { call } from "./http.ts";
import type { Json, TestApp } from "./test-app.ts";

/** Helpers for the referral tests: make, answer and read referrals as each person. */

export const ONS4_LOW = { lifeSatisfaction: 4, worthwhile: 5, happiness: 3, anxiety: 7 };
export const ONS4_HIGH = { lifeSatisfaction: 7, worthwhile: 7, happiness: 6, anxiety: 4 };

/** A professional refers someone over REST; answers status and body. */
export function refer(t: TestApp, pro: Account, body: Record<string, unknown>) {
  return call(t, "POST", `/api/professionals/${pro.user.id}/referrals`, {
    auth: pro.auth,
    body: { clientName: "Jordan", ...body },
  });
}

/** A referral as `who` reads it in their own list (professional's or client's), or undefined. */
export async function referralAs(t: TestApp, who: Account, id: string): Promise<Json> {
  const path =
    who.user.userType === "professional"
      ? `/api/professionals/${who.user.id}/referrals`
      : `/api/users/${who.user.id}/referrals`;
  const res = await call(t, "GET", path, { auth: who.auth });
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as Json[]).find((r) => r.id === id);
}

export const respond = (t: TestApp, who: Account, id: string, args: Record<string, unknown>) =>
  push1(t, who, "referral.respond", { id, ...args });

export const accept = (t: TestApp, who: Account, id: string, shareOutcomes = false) =>
  respond(t, who, id, { decision: "accept", baseline: ONS4_LOW, shareOutcomes });

export const close = (t: TestApp, who: Account, id: string, reason = "Moved away") =>
  push1(t, who, "referral.close", { id, reason });

/** The refusal code of a pushed mutation's result, or "applied". */
export const outcome = (result: Json) =>
  result.status === "applied" ? "applied" : (result.error?.code as string);

export const newId = () => uuidv7();
