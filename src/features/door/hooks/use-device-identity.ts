import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useState } from "react";
import { getClientId } from "#db/db.ts";
import { readDeviceName } from "../data/device-identity.ts";

/**
 * This device's id and door name. The id is read once (minting it is a write, which a live query
 * may not do); the name is live, so renaming the device shows at once.
 */
export function useDeviceIdentity(): { deviceId: string | null; deviceName: string | null } {
  const [deviceId, setDeviceId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getClientId().then((id) => live && setDeviceId(id), console.error);
    return () => {
      live = false;
    };
  }, []);
  const deviceName = useLiveQuery(readDeviceName, []) ?? null;
  return { deviceId, deviceName };
}
