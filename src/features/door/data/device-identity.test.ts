import { beforeEach, describe, expect, it } from "vitest";
import { db, getClientId, resetDatabaseForTests, setMeta } from "#db/db.ts";
import { clearPrivateData } from "#sync/private-data.ts";
import {
  DEVICE_NAME_MAX,
  readDeviceIdentity,
  readDeviceName,
  saveDeviceName,
} from "./device-identity.ts";
import { readTicketKey, TICKET_KEY_META } from "./ticket-key.ts";

beforeEach(resetDatabaseForTests);

describe("device identity", () => {
  it("is this installation's client id, with no name until staff give one", async () => {
    const identity = await readDeviceIdentity();
    expect(identity).toEqual({ deviceId: await getClientId(), deviceName: null });
    expect((await readDeviceIdentity()).deviceId).toBe(identity.deviceId);
  });

  it("stores a tidy name, and clears it when emptied", async () => {
    expect(await saveDeviceName("  Front   door ")).toBe("Front door");
    expect(await readDeviceIdentity()).toMatchObject({ deviceName: "Front door" });
    expect(await saveDeviceName("x".repeat(DEVICE_NAME_MAX + 10))).toHaveLength(DEVICE_NAME_MAX);
    expect(await saveDeviceName("   ")).toBeNull();
    expect(await readDeviceName()).toBeNull();
  });

  it("keeps the device name and the ticket key over sign-out", async () => {
    await saveDeviceName("Front door");
    const key = { algorithm: "Ed25519", publicKey: "A".repeat(43), keyId: "k1", fetchedAt: "x" };
    await setMeta(TICKET_KEY_META, key);
    const deviceId = await getClientId();
    await clearPrivateData(db);
    expect(await readDeviceIdentity()).toEqual({ deviceId, deviceName: "Front door" });
    expect(await readTicketKey()).toEqual(key);
  });
});
