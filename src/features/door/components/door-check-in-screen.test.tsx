// @vitest-environment happy-dom
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
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, getClientId, resetDatabaseForTests, setMeta } from "#db/db.ts";
import type { AttendeeRow } from "#db/types.ts";
import { formatExperienceDate } from "#domain/dates.ts";
import { useSessionStore } from "#features/auth/index.ts";
import { syncStatusStore } from "#sync/status-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { saveDeviceName } from "../data/device-identity.ts";
import { decodeQrFromImage } from "../data/qr-decoder.ts";
import { TICKET_KEY_META } from "../data/ticket-key.ts";
import { ticketSigner } from "../testing/ticket-keys.ts";
import { DoorCheckInScreen } from "./door-check-in-screen.tsx";

// The camera and photo paths end in the decoder; here it "reads" whatever text a test chooses.
vi.mock("../data/qr-decoder.ts", () => ({ decodeQrFromImage: vi.fn(), preloadQrDecoder: vi.fn() }));

const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;
const partner = testUser({ id: id(1), userType: "cultural_partner", username: "partner" });
const stranger = testUser({ id: id(2), username: "stranger" });
const HOUR = 3_600_000;
/** Starts in an hour (the door opens three hours before): scans made now are in its window. */
const experience = testExperience({
  id: id(900),
  createdBy: partner.id,
  date: new Date(Date.now() + HOUR).toISOString(),
  duration: 90,
});
const otherExperience = testExperience({ id: id(901), createdBy: partner.id, title: "Clay hour" });
const signer = ticketSigner();

function attendee(n: number, name: string, ticketRef: string): AttendeeRow {
  return {
    id: id(n),
    experienceId: experience.id,
    name,
    ticketRef,
    status: "registered",
    registeredAt: "2030-12-01T10:00:00.000Z",
    attendedAt: null,
    cancelledAt: null,
    checkedInBy: null,
  };
}

function renderDoor() {
  const root = createRootRoute({ component: Outlet });
  const door = createRoute({
    getParentRoute: () => root,
    path: "/partner/check-in/$experienceId",
    component: () => <DoorCheckInScreen experienceId={experience.id} />,
  });
  const index = createRoute({ getParentRoute: () => root, path: "/partner/check-in" });
  const history = createMemoryHistory({ initialEntries: [`/partner/check-in/${experience.id}`] });
  const router = createRouter({ routeTree: root.addChildren([door, index]), history });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

/** A ticket's QR as the photo input reads it. */
async function scanPhoto(text: string) {
  vi.mocked(decodeQrFromImage).mockResolvedValueOnce(text);
  const input = await screen.findByLabelText("Choose photo");
  const photo = new File(["qr"], "ticket.png", { type: "image/png" });
  await act(async () => fireEvent.change(input, { target: { files: [photo] } }));
  await waitFor(() => expect(result().dataset.result).not.toBe("none"));
}

const result = () => screen.getByTestId("door-result");
const ticket = (n: number, experienceId = experience.id) =>
  signer.token({ registrationId: id(n), experienceId });
const queuedScans = async () =>
  (await db.outbox.toArray()).filter((e) => e.name === "checkin.record").map((e) => e.args);
const scanNext = () =>
  act(async () => fireEvent.click(screen.getByRole("button", { name: "Scan next" })));

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  await db.experiences.bulkPut([experience, otherExperience]);
  await db.attendees.bulkPut([
    attendee(11, "Ilze Ozola", "AB12CD34"),
    attendee(12, "Jānis Bērziņš", "EF56GH78"),
  ]);
  const key = {
    algorithm: "Ed25519",
    publicKey: signer.publicKeyText,
    keyId: "k1",
    fetchedAt: "2030-12-01T00:00:00.000Z",
  };
  await setMeta(TICKET_KEY_META, key);
  await saveDeviceName("Front door");
  useSessionStore.setState({ status: "signed-in", token: "t", user: partner, expired: false });
  // Offline at the door, with the list downloaded earlier.
  syncStatusStore.setState({ online: false, lastSyncedAt: "2030-12-01T09:00:00.000Z" });
});
afterEach(cleanup);

describe("DoorCheckInScreen", () => {
  it("admits a valid ticket offline, records it once, and calls a second scan a repeat", async () => {
    renderDoor();
    expect(
      await screen.findByText(/List downloaded .+ · 2 attendees · works offline/),
    ).toBeTruthy();
    expect(screen.getByText("Offline")).toBeTruthy();

    await scanPhoto(ticket(11));
    expect(result().dataset.result).toBe("valid");
    expect(within(result()).getByText("Valid — welcome, Ilze Ozola")).toBeTruthy();
    expect(within(result()).getByText("Ticket AB12CD34")).toBeTruthy();
    expect(await queuedScans()).toEqual([
      expect.objectContaining({
        registrationId: id(11),
        experienceId: experience.id,
        deviceId: await getClientId(),
        deviceName: "Front door",
      }),
    ]);
    await waitFor(() =>
      expect(within(screen.getByTestId("door-counters")).getByText("1")).toBeTruthy(),
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Scan next" }));

    await scanNext();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Scan ticket" })),
    );
    await scanPhoto(ticket(11));
    expect(result().dataset.result).toBe("already_checked_in");
    expect(within(result()).getByText(/^Already checked in at .+ by Front door$/)).toBeTruthy();
    // The repeat is recorded too (the server flags it), and shows as such on this device.
    expect(await queuedScans()).toHaveLength(2);
    expect((await db.checkins.toArray()).map((c) => c.outcome).sort()).toEqual([
      "admitted",
      "duplicate",
    ]);
    expect(await screen.findByText("Duplicate entry")).toBeTruthy();
  });

  it("says so for one attendee", async () => {
    await db.attendees.delete(id(12));
    renderDoor();
    expect(await screen.findByText(/List downloaded .+ · 1 attendee · works offline/)).toBeTruthy();
  });

  it("refuses another experience's ticket naming it, an unlisted one and a forged one, recording none", async () => {
    renderDoor();
    await scanPhoto(ticket(11, otherExperience.id));
    expect(result().dataset.result).toBe("wrong_event");
    expect(within(result()).getByText("Do not admit")).toBeTruthy();
    expect(within(result()).getByText("Wrong experience")).toBeTruthy();
    expect(within(result()).getByText("This ticket is for Clay hour.")).toBeTruthy();
    await scanNext();
    // A listing this device does not store: the door says what it knows.
    await scanPhoto(ticket(11, id(902)));
    expect(within(result()).getByText("Wrong experience")).toBeTruthy();
    expect(within(result()).queryByText(/This ticket is for/)).toBeNull();
    await scanNext();
    await scanPhoto(ticket(99));
    expect(within(result()).getByText("Not on the list")).toBeTruthy();
    await scanNext();
    await scanPhoto(ticketSigner().token({ registrationId: id(11), experienceId: experience.id }));
    expect(within(result()).getByText("Not a valid ticket")).toBeTruthy();
    expect(await queuedScans()).toEqual([]);
  });

  it("finds a person by name or ticket id and checks them in without a ticket", async () => {
    renderDoor();
    const search = await screen.findByLabelText("Name or ticket id");
    fireEvent.change(search, { target: { value: "janis" } });
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Check in Jānis Bērziņš" })),
    );
    await waitFor(() => expect(result().dataset.result).toBe("valid"));
    expect(await queuedScans()).toEqual([expect.objectContaining({ registrationId: id(12) })]);

    await scanNext();
    fireEvent.change(search, { target: { value: "ef56 gh78" } });
    await waitFor(() =>
      expect(screen.getByText("EF56GH78").closest("p")?.textContent).toBe("EF56GH78 · Checked in"),
    );
  });

  it("admits nobody before the door opens or after the end, by scan or by name", async () => {
    const tomorrow = new Date(Date.now() + 24 * HOUR);
    await db.experiences.put({ ...experience, date: tomorrow.toISOString() });
    renderDoor();
    await scanPhoto(ticket(11));
    expect(result().dataset.result).toBe("too_early");
    expect(within(result()).getByText("Do not admit")).toBeTruthy();
    const starts = formatExperienceDate(tomorrow.toISOString(), "en");
    expect(within(result()).getByText(`Not yet: this experience starts ${starts}`)).toBeTruthy();
    await scanNext();
    fireEvent.change(screen.getByLabelText("Name or ticket id"), { target: { value: "janis" } });
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Check in Jānis Bērziņš" })),
    );
    await waitFor(() => expect(result().dataset.result).toBe("too_early"));
    await scanNext();

    // The end passed while the page was open.
    const past = new Date(Date.now() - 2 * HOUR).toISOString();
    await act(async () => {
      await db.experiences.put({ ...experience, date: past });
    });
    // The screen's live read has the new date (its heading shows it) before the next scan.
    await screen.findByText(new RegExp(formatExperienceDate(past, "en")));
    await scanPhoto(ticket(11));
    expect(result().dataset.result).toBe("ended");
    expect(within(result()).getByText("This experience has ended")).toBeTruthy();
    expect(await queuedScans()).toEqual([]);
    expect(await db.checkins.count()).toBe(0);
  });

  it("tells someone outside the door team so, with a way back", async () => {
    useSessionStore.setState({ user: stranger });
    renderDoor();
    expect(
      await screen.findByText("You are not on the door team for this experience"),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to door check-in" })).toBeTruthy();
    expect(screen.queryByLabelText("Choose photo")).toBeNull();
  });

  it("lets a door helper the partner named check in", async () => {
    useSessionStore.setState({ user: stranger });
    await db.doorHelpers.put({
      id: id(50),
      partnerId: partner.id,
      partnerName: "Partner",
      helperId: stranger.id,
      helperName: "Stranger",
      createdAt: "2030-12-01T00:00:00.000Z",
    });
    renderDoor();
    expect(await screen.findByLabelText("Choose photo")).toBeTruthy();
  });
});
