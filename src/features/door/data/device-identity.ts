import { getClientId, getMeta, setMeta } from "#db/db.ts";

/**
 * Which door a scan was made at: this installation's client id, and a name staff give the device
 * ("Front door") so a second scan can say where the first one happened. The name belongs to the
 * device, not to whoever is signed in: a `public.` meta key, kept over sign-out.
 */
export const DEVICE_NAME_META = "public.door.deviceName";
export const DEVICE_NAME_MAX = 60;

export interface DeviceIdentity {
  deviceId: string;
  deviceName: string | null;
}

export function normalizeDeviceName(name: string): string | null {
  return name.trim().replace(/\s+/g, " ").slice(0, DEVICE_NAME_MAX) || null;
}

export async function readDeviceName(): Promise<string | null> {
  const name = await getMeta<unknown>(DEVICE_NAME_META);
  return typeof name === "string" ? normalizeDeviceName(name) : null;
}

/** Stores the name (an empty one clears it) and returns what was stored. */
export async function saveDeviceName(name: string): Promise<string | null> {
  const normalized = normalizeDeviceName(name);
  await setMeta(DEVICE_NAME_META, normalized);
  return normalized;
}

export async function readDeviceIdentity(): Promise<DeviceIdentity> {
  const [deviceId, deviceName] = await Promise.all([getClientId(), readDeviceName()]);
  return { deviceId, deviceName };
}
