import type { PublicUser } from "#domain/user.ts";
import { DEMO_PASSWORD } from "../db/demo-accounts.ts";
import { bearer, json, type TestApp } from "./test-app.ts";

export interface Account {
  token: string;
  user: PublicUser;
  /** Authorization header for this account. */
  auth: Record<string, string>;
}

async function asAccount(res: Response): Promise<Account> {
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body = await json(res);
  return { token: body.token, user: body.user, auth: bearer(body.token) };
}

/** Signs in a seeded demo account. */
export async function loginAs(
  t: TestApp,
  username: "demo-individual" | "demo-professional" | "demo-partner",
): Promise<Account> {
  return asAccount(await t.post("/api/auth/login", { username, password: DEMO_PASSWORD }));
}

/** Creates and signs in a fresh account (demo invitation code). */
export async function signUp(
  t: TestApp,
  username: string,
  userType: PublicUser["userType"] = "individual",
): Promise<Account> {
  return asAccount(
    await t.post("/api/auth/signup", {
      username,
      password: "secret-pass-1",
      firstName: username,
      userType,
      invitationCode: t.config.demoInvitationCode ?? "",
    }),
  );
}

/** The seeded demo accounts plus a second individual, for "another user" checks. */
export async function standardAccounts(t: TestApp) {
  const [individual, professional, partner, other] = await Promise.all([
    loginAs(t, "demo-individual"),
    loginAs(t, "demo-professional"),
    loginAs(t, "demo-partner"),
    signUp(t, "other-user"),
  ]);
  return { individual, professional, partner, other } as {
    individual: Account;
    professional: Account;
    partner: Account;
    other: Account;
  };
}
