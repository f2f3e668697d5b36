import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import type { ExperienceRow } from "#db/types.ts";
import { ticketKeyBytes } from "../data/ticket-key.ts";
import { useDeviceIdentity } from "../hooks/use-device-identity.ts";
import { useDoorDesk } from "../hooks/use-door-desk.ts";
import { useDoorList } from "../hooks/use-door-list.ts";
import { useDoorOpening } from "../hooks/use-door-opening.ts";
import { DeviceNameForm } from "./device-name-form.tsx";
import { DoorCounters, doorCounts } from "./door-counters.tsx";
import { DoorResultPanel } from "./door-result-panel.tsx";
import { DoorStatus } from "./door-status.tsx";
import { ManualCheckIn } from "./manual-check-in.tsx";
import { RecentScans } from "./recent-scans.tsx";
import { ScanControls } from "./scan-controls.tsx";

/**
 * The door of one experience: readiness, counters, scanning (camera, photo), the result, a search
 * by name or ticket id, and this device's recent scans. Everything works from IndexedDB.
 */
export function DoorDesk({ experience }: { experience: ExperienceRow }) {
  const { t } = useLingui();
  const connection = useDoorOpening();
  const list = useDoorList(experience.id);
  const { deviceId, deviceName } = useDeviceIdentity();
  const key = connection.ticketKey ? ticketKeyBytes(connection.ticketKey) : null;
  const desk = useDoorDesk(experience, key);
  const scanButton = useRef<HTMLButtonElement>(null);
  const searchFallback = useRef<HTMLDivElement>(null);

  const next = () => {
    desk.next();
    // Back to where scanning starts (or, without a key, to the search).
    requestAnimationFrame(() => (scanButton.current ?? searchFallback.current)?.focus());
  };

  if (!list) {
    return <p aria-busy="true">{t`Loading the attendee list…`}</p>;
  }
  const idle = !desk.verdict && !desk.busy;

  return (
    <div className="flex flex-col gap-8 pb-8">
      {/* Those with a place, as "Registered" counts them: not cancelled, not waiting. */}
      <DoorStatus
        connection={connection}
        attendeeCount={doorCounts(list.attendees, list.checkins).registered}
      />
      <DoorCounters attendees={list.attendees} checkins={list.checkins} />
      <section aria-labelledby="scan-heading" className="flex flex-col gap-4">
        <h2 id="scan-heading" className="text-xl font-semibold">
          {t`Scan tickets`}
        </h2>
        <ScanControls
          ready={key !== null}
          listening={idle}
          onText={desk.scanText}
          focusRef={scanButton}
        />
        <DoorResultPanel verdict={desk.verdict} checking={desk.checking} onNext={next} />
      </section>
      <div ref={searchFallback} tabIndex={-1}>
        <ManualCheckIn
          attendees={list.attendees}
          checkins={list.checkins}
          enabled={idle}
          onCheckIn={(a) => void desk.checkIn(a)}
        />
      </div>
      <RecentScans
        deviceId={deviceId}
        attendees={list.attendees}
        checkins={list.checkins}
        unsent={list.unsent}
      />
      <section aria-labelledby="device-heading" className="flex flex-col gap-3">
        <h2 id="device-heading" className="text-xl font-semibold">
          {t`This device`}
        </h2>
        <DeviceNameForm deviceName={deviceName} />
      </section>
    </div>
  );
}
