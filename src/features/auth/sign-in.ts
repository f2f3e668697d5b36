import type { LoginInput, SignupRequest } from "#domain/auth-schemas.ts";
import type { PublicUser } from "#domain/user.ts";
import { establishSession } from "#session/account.ts";
import { login, signup } from "./data/auth-api.ts";

/** Signs in (online only) and makes the session current. Throws the ApiError/network error. */
export async function signIn(input: LoginInput): Promise<PublicUser> {
  const response = await login(input);
  await establishSession(response);
  return response.user;
}

/** Creates the account (online only; the server checks the invitation code) and signs in. */
export async function signUp(input: SignupRequest): Promise<PublicUser> {
  const response = await signup(input);
  await establishSession(response);
  return response.user;
}
