import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { AttendeeRow } from "#db/types.ts";
import { showToast } from "#ui/toast-store.ts";
import { doorListOf, recordCheckin } from "../data/door-repo.ts";
import { judgeTicket, type ScanVerdict, shouldRecord, verifyScan } from "../data/verify-scan.ts";

type DoorLists = Awaited<ReturnType<typeof doorListOf>>;

export interface DoorDesk {
  verdict: ScanVerdict | null;
  /** A scan or check-in is being judged and recorded. */
  busy: boolean;
  /** A decoded QR text (camera, photo). Ignored while a result is shown or another runs. */
  scanText: (text: string) => Promise<void>;
  /** "Check in" on a person found in the list. */
  checkIn: (attendee: AttendeeRow) => Promise<void>;
  /** "Scan next": clears the result. */
  next: () => void;
}

/**
 * One ticket at a time: judge it against the list as it is in IndexedDB right now (not the
 * rendered copy, which may lag a scan just recorded), record it when the server must hear of
 * it, then show the result until "Scan next". The guard is a ref: a camera sees the same code
 * in many frames, and each ticket must be recorded exactly once.
 */
export function useDoorDesk(experienceId: string, publicKey: Uint8Array | null): DoorDesk {
  const { t } = useLingui();
  const [verdict, setVerdict] = useState<ScanVerdict | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = useRef(false);

  const settle = async (judge: (list: DoorLists) => Promise<ScanVerdict> | ScanVerdict) => {
    if (locked.current) return;
    locked.current = true;
    setBusy(true);
    try {
      const found = await judge(await doorListOf(experienceId));
      if (shouldRecord(found.result) && found.ticket) await recordCheckin(found.ticket);
      setVerdict(found);
    } catch (error) {
      console.error(error);
      locked.current = false;
      showToast({
        variant: "error",
        title: t`Check-in not saved`,
        description: t`Please try again.`,
      });
    } finally {
      setBusy(false);
    }
  };

  return {
    verdict,
    busy,
    // Without the key no signature can be checked: the screen offers no scanning then.
    scanText: async (text) => {
      if (!publicKey) return;
      await settle((list) => verifyScan({ experienceId, ...list, text, publicKey }));
    },
    checkIn: (attendee) =>
      settle((list) =>
        judgeTicket(
          { experienceId, ...list },
          { registrationId: attendee.id, experienceId: attendee.experienceId },
        ),
      ),
    next: () => {
      setVerdict(null);
      locked.current = false;
    },
  };
}
