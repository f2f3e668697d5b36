import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { AttendeeRow, ExperienceRow } from "#db/types.ts";
import { syncStatusStore } from "#sync/status-store.ts";
import { showToast } from "#ui/toast-store.ts";
import { confirmUnlisted, needsServerCheck } from "../data/door-api.ts";
import { doorListOf, recordCheckin, withTicketExperience } from "../data/door-repo.ts";
import {
  type DoorList,
  judgeTicket,
  type ScanVerdict,
  shouldRecord,
  verifyScan,
} from "../data/verify-scan.ts";

export interface DoorDesk {
  verdict: ScanVerdict | null;
  /** A scan or check-in is being judged and recorded. */
  busy: boolean;
  /** A ticket the list lacks is being asked of the server. */
  checking: boolean;
  /** A decoded QR text (camera, photo). Ignored while a result is shown or another runs. */
  scanText: (text: string) => Promise<void>;
  /** "Check in" on a person found in the list. */
  checkIn: (attendee: AttendeeRow) => Promise<void>;
  /** "Scan next": clears the result. */
  next: () => void;
}

/**
 * One ticket at a time: judge it against the list as it is in IndexedDB right now (not the
 * rendered copy, which may lag a scan just recorded) and the experience's door window at this
 * moment, record it (with that same moment) when the server must hear of it, then show the
 * result until "Scan next". The guard is a ref: a camera sees the same code in many frames, and
 * each ticket must be recorded exactly once. A genuine ticket the list lacks is asked of the
 * server while online (door-api.ts), since it may have been booked after the last pull.
 */
export function useDoorDesk(
  experience: Pick<ExperienceRow, "id" | "date" | "duration">,
  publicKey: Uint8Array | null,
): DoorDesk {
  const { t } = useLingui();
  const [verdict, setVerdict] = useState<ScanVerdict | null>(null);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const locked = useRef(false);

  const experienceId = experience.id;
  const schedule = { date: experience.date, duration: experience.duration };

  const settle = async (
    judge: (list: DoorList, at: Date) => Promise<ScanVerdict> | ScanVerdict,
  ) => {
    if (locked.current) return;
    locked.current = true;
    setBusy(true);
    try {
      const at = new Date();
      const list = { experienceId, schedule, ...(await doorListOf(experienceId)) };
      const found = await withTicketExperience(await judge(list, at));
      if (shouldRecord(found.result) && found.ticket) await recordCheckin(found.ticket, at);
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
    checking,
    // Without the key no signature can be checked: the screen offers no scanning then.
    scanText: async (text) => {
      if (!publicKey) return;
      await settle(async (list, at) => {
        const local = await verifyScan({ ...list, text, publicKey, at });
        if (!needsServerCheck(local)) return local;
        // Online is read now, not at render: the signal may have gone since.
        const online = syncStatusStore.getState().online;
        setChecking(online);
        try {
          return await confirmUnlisted(list, local, { text, at, online });
        } finally {
          setChecking(false);
        }
      });
    },
    checkIn: (attendee) =>
      settle((list, at) =>
        judgeTicket(list, { registrationId: attendee.id, experienceId: attendee.experienceId }, at),
      ),
    next: () => {
      setVerdict(null);
      locked.current = false;
    },
  };
}
