import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { expect, vi } from "vitest";
import { db, resetDatabaseForTests, setMeta } from "#db/db.ts";
import type { AttendeeRow, ExperienceRow } from "#db/types.ts";
import type { PublicUser } from "#domain/user.ts";
import { useSessionStore } from "#session/session-store.ts";
import { syncStatusStore } from "#sync/status-store.ts";
import { DoorCheckInScreen } from "../components/door-check-in-screen.tsx";
import { saveDeviceName } from "../data/device-identity.ts";
import { decodeQrFromImage } from "../data/qr-decoder.ts";
import { TICKET_KEY_META } from "../data/ticket-key.ts";
import { ticketSigner } from "./ticket-keys.ts";

/**
 * The door screen's test bench: the door of experience `id(900)` (the test file makes it, with
 * its partner), two attendees, a real signing key, and a photo input whose decoder "reads" the
 * text a test chooses. A test file using it must mock "../data/qr-decoder.ts" (vi.mock is per
 * file).
 */

export const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;
export const HOUR = 3_600_000;
/** The door's experience. */
export const DOOR = id(900);
/** When the door's experience starts: in an hour, so the door is open now. */
export const startsSoon = () => new Date(Date.now() + HOUR).toISOString();
const signer = ticketSigner();

export function attendee(n: number, name: string, ticketRef: string): AttendeeRow {
  return {
    id: id(n),
    experienceId: DOOR,
    name,
    ticketRef,
    status: "registered",
    registeredAt: "2030-12-01T10:00:00.000Z",
    attendedAt: null,
    cancelledAt: null,
    checkedInBy: null,
  };
}

/** Offline at the door, signed in as `user`, with the list and the key downloaded earlier. */
export async function setUpDoor(user: PublicUser, experiences: ExperienceRow[]) {
  await resetDatabaseForTests();
  await db.experiences.bulkPut(experiences);
  await db.attendees.bulkPut([
    attendee(11, "Ilze Ozola", "AB12CD34"),
    attendee(12, "Jānis Bērziņš", "EF56GH78"),
  ]);
  await setMeta(TICKET_KEY_META, {
    algorithm: "Ed25519",
    publicKey: signer.publicKeyText,
    keyId: "k1",
    fetchedAt: "2030-12-01T00:00:00.000Z",
  });
  await saveDeviceName("Front door");
  useSessionStore.setState({ status: "signed-in", token: "t", user, expired: false });
  syncStatusStore.setState({ online: false, lastSyncedAt: "2030-12-01T09:00:00.000Z" });
}

export function renderDoor() {
  const root = createRootRoute({ component: Outlet });
  const door = createRoute({
    getParentRoute: () => root,
    path: "/partner/check-in/$experienceId",
    component: () => <DoorCheckInScreen experienceId={DOOR} />,
  });
  const index = createRoute({ getParentRoute: () => root, path: "/partner/check-in" });
  const history = createMemoryHistory({ initialEntries: [`/partner/check-in/${DOOR}`] });
  const router = createRouter({ routeTree: root.addChildren([door, index]), history });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

export const result = () => screen.getByTestId("door-result");

/** A ticket's QR as the photo input reads it. */
export async function scanPhoto(text: string) {
  vi.mocked(decodeQrFromImage).mockResolvedValueOnce(text);
  const input = await screen.findByLabelText("Choose photo");
  const photo = new File(["qr"], "ticket.png", { type: "image/png" });
  await act(async () => fireEvent.change(input, { target: { files: [photo] } }));
  await waitFor(() => expect(result().dataset.result).not.toBe("none"));
}

/** A ticket signed with the door's key (registration n, this experience unless named). */
export const ticket = (n: number, experienceId = DOOR) =>
  signer.token({ registrationId: id(n), experienceId });

export const queuedScans = async () =>
  (await db.outbox.toArray()).filter((e) => e.name === "checkin.record").map((e) => e.args);

export const scanNext = () =>
  act(async () => fireEvent.click(screen.getByRole("button", { name: "Scan next" })));
