// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useLiveQuery } from "dexie-react-hooks";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testUser } from "#testing/fixtures.ts";
import { testReferral } from "../data/test-referral.ts";
import { InviteCodeValidity } from "./invite-code-validity.tsx";
import { InviteCode } from "./list/invite-code.tsx";

const R1 = "0197aaaa-0000-7000-8000-000000000001";
const pro = testUser({ id: "0197aaaa-0000-7000-8000-0000000000d1", userType: "professional" });
const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

/** The code as the list shows it, read live from this device. */
function Code() {
  const referral = useLiveQuery(() => db.referrals.get(R1));
  if (!referral) return null;
  return (
    <>
      <InviteCode code={referral.inviteCode} />
      <InviteCodeValidity referral={referral} />
    </>
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "t", user: pro, expired: false });
});
afterEach(cleanup);

const renderCode = () =>
  render(
    <I18nProvider i18n={i18n}>
      <Code />
    </I18nProvider>,
  );

describe("the invitation code's expiry and renewal", () => {
  it("says until when the code works, and renewing queues referral.renewCode offline", async () => {
    await db.referrals.put(
      testReferral({ id: R1, inviteCode: "CW-ABC123", inviteCodeExpiresAt: days(20) }),
    );
    renderCode();
    expect(await screen.findByTestId("invite-expiry")).toHaveTextContent(/^Valid until /);
    // The old code may be with the client already: renewing asks first, and keeping changes nothing.
    fireEvent.click(screen.getByRole("button", { name: "Renew code for Sam Client" }));
    expect(
      screen.getByRole("dialog", { name: "Renew the code for Sam Client?" }),
    ).toHaveTextContent("The current code stops working at once.");
    fireEvent.click(screen.getByRole("button", { name: "Keep the current code" }));
    expect(screen.getByTestId("invite-code")).toHaveTextContent("CW-ABC123");
    expect(await db.outbox.count()).toBe(0);

    fireEvent.click(screen.getByRole("button", { name: "Renew code for Sam Client" }));
    fireEvent.click(screen.getByRole("button", { name: "Renew code" }));
    // The old code is gone at once; the new one comes when the referral reaches the server.
    expect(await screen.findByTestId("invite-pending")).toHaveTextContent("reaches the server");
    expect(screen.queryByTestId("invite-code")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Renew code/ })).not.toBeInTheDocument();
    await waitFor(async () =>
      expect((await db.outbox.toArray()).map((e) => [e.name, e.args])).toEqual([
        ["referral.renewCode", { id: R1 }],
      ]),
    );
  });

  it("says when an expired code ended", async () => {
    await db.referrals.put(
      testReferral({ id: R1, inviteCode: "CW-OLD111", inviteCodeExpiresAt: days(-2) }),
    );
    renderCode();
    expect(await screen.findByTestId("invite-expiry")).toHaveTextContent(/^Expired on /);
    expect(screen.getByRole("button", { name: "Renew code for Sam Client" })).toBeInTheDocument();
  });

  it("offers no renewal once a client is linked or the referral was answered", async () => {
    await db.referrals.put(
      testReferral({
        id: R1,
        status: "accepted",
        clientId: "0197aaaa-0000-7000-8000-0000000000c1",
        inviteCode: "CW-ABC123",
        inviteCodeExpiresAt: days(20),
      }),
    );
    renderCode();
    await screen.findByTestId("invite-code");
    expect(screen.queryByRole("button", { name: /Renew code/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId("invite-expiry")).not.toBeInTheDocument();
  });
});
