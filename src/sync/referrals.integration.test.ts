import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import {
  type InProcessServer,
  type SignedIn,
  startInProcessServer,
} from "#testing/in-process-server.ts";
import { expectConverged } from "#testing/sync-assertions.ts";
import { createTestClient, type TestClient } from "#testing/sync-harness.ts";

/**
 * A professional and a client, each on their own device, change the same referrals while
 * offline and reconnect in either order: both devices end with the server's states, the change
 * that came second to a referral that had already moved on is refused and undone, nothing else.
 */

let server: InProcessServer;
beforeEach(async () => {
  server = await startInProcessServer();
});
afterEach(() => server.close());

async function deviceOf(user: SignedIn): Promise<TestClient> {
  const client = createTestClient(server);
  await client.signIn(user);
  expect(await client.engine.sync()).toBe("synced");
  return client;
}

const baseline = { lifeSatisfaction: 4, worthwhile: 5, happiness: 3, anxiety: 8 };

describe("referrals on two devices", () => {
  it.each([
    ["the professional first", "professional"],
    ["the client first", "client"],
  ] as const)("agree after offline changes (%s)", async (_, first) => {
    const professional = await deviceOf(await server.login("demo-professional"));
    const clientUser = await server.signUp(`sam-${first}`);

    // Three referrals made offline, for an existing client named by username.
    const ids = [uuidv7(), uuidv7(), uuidv7()];
    for (const [i, id] of ids.entries()) {
      await professional.queue("referral.create", {
        id,
        clientName: `Sam ${i + 1}`,
        clientUsername: clientUser.username,
      });
    }
    // (The demo professional also has the seed's demo referral.)
    expect(await professional.db.referrals.where("id").anyOf(ids).count()).toBe(3);
    expect(await professional.engine.sync()).toBe("synced");

    const client = await deviceOf(clientUser);
    expect((await client.db.referrals.toArray()).map((r) => r.status)).toEqual([
      "sent",
      "sent",
      "sent",
    ]);

    // Offline on both devices: the client accepts the first and declines the second; the
    // professional closes the second and the third.
    const [one, two, three] = ids as [string, string, string];
    const accept = await client.queue("referral.respond", {
      id: one,
      decision: "accept",
      baseline,
      shareOutcomes: true,
    });
    const decline = await client.queue("referral.respond", {
      id: two,
      decision: "decline",
      reason: "Not for me",
    });
    const closeTwo = await professional.queue("referral.close", { id: two, reason: "Moved away" });
    const closeThree = await professional.queue("referral.close", {
      id: three,
      reason: "Duplicate",
    });

    const devices = { professional, client };
    const other = first === "professional" ? "client" : "professional";
    expect(await devices[first].engine.sync()).toBe("synced");
    expect(await devices[other].engine.sync()).toBe("synced");
    expect(await devices[first].engine.sync()).toBe("synced");

    const statuses = await server.sql<{ id: string; status: string }>(
      "SELECT id, status FROM referrals WHERE client_id = ?",
      clientUser.userId,
    );
    const byId = new Map(statuses.map((r) => [r.id, r.status]));
    expect(byId.get(one)).toBe("accepted");
    expect(byId.get(three)).toBe("closed");
    // The second: whoever reached the server first decided it.
    expect(byId.get(two)).toBe(first === "professional" ? "closed" : "declined");

    for (const device of [professional, client]) {
      const rows = await device.db.referrals.where("id").anyOf(ids).toArray();
      expect(new Map(rows.map((r) => [r.id, r.status]))).toEqual(byId);
    }
    // The refused change was undone and reported on its device.
    const refused = first === "professional" ? decline : closeTwo;
    const refusedOn = first === "professional" ? client : professional;
    expect((await refusedOn.db.rejections.get(refused.mutationId))?.code).toBe(
      "referral_transition_invalid",
    );
    // The professional sees the baseline because the client shares it.
    expect((await professional.db.referrals.get(one))?.baseline).toEqual(baseline);

    await expectConverged(server, client, [accept.mutationId, decline.mutationId]);
    await expectConverged(server, professional, [closeTwo.mutationId, closeThree.mutationId]);
  });
});
