// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, getClientId } from "#db/db.ts";
import { formatExperienceDate } from "#domain/dates.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import {
  DOOR,
  HOUR,
  id,
  queuedScans,
  renderDoor,
  result,
  scanNext,
  scanPhoto,
  setUpDoor,
  startsSoon,
  ticket,
} from "../testing/door-screen.tsx";
import { ticketSigner } from "../testing/ticket-keys.ts";

// The camera and photo paths end in the decoder; here it "reads" whatever text a test chooses.
vi.mock("../data/qr-decoder.ts", () => ({ decodeQrFromImage: vi.fn(), preloadQrDecoder: vi.fn() }));

const partner = testUser({ id: id(1), userType: "cultural_partner", username: "partner" });
const experience = testExperience({
  id: DOOR,
  createdBy: partner.id,
  date: startsSoon(),
  duration: 90,
});
const stranger = testUser({ id: id(2), username: "stranger" });
const otherExperience = testExperience({ id: id(901), createdBy: partner.id, title: "Clay hour" });

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await setUpDoor(partner, [experience, otherExperience]);
});
afterEach(() => cleanup());

describe("DoorCheckInScreen", () => {
  it("admits a valid ticket offline, records it once, and calls a second scan a repeat", async () => {
    renderDoor();
    expect(
      await screen.findByText(/List downloaded .+ · 2 attendees · works offline/),
    ).toBeInTheDocument();
    expect(screen.getByText("Offline")).toBeInTheDocument();

    await scanPhoto(ticket(11));
    expect(result()).toHaveAttribute("data-result", "valid");
    expect(within(result()).getByText("Valid — welcome, Ilze Ozola")).toBeInTheDocument();
    expect(within(result()).getByText("Ticket AB12CD34")).toBeInTheDocument();
    expect(await queuedScans()).toEqual([
      expect.objectContaining({
        registrationId: id(11),
        experienceId: experience.id,
        deviceId: await getClientId(),
        deviceName: "Front door",
      }),
    ]);
    await waitFor(() =>
      expect(within(screen.getByTestId("door-counters")).getByText("1")).toBeInTheDocument(),
    );
    expect(screen.getByRole("button", { name: "Scan next" })).toHaveFocus();

    await scanNext();
    await waitFor(() => expect(screen.getByRole("button", { name: "Scan ticket" })).toHaveFocus());
    await scanPhoto(ticket(11));
    expect(result()).toHaveAttribute("data-result", "already_checked_in");
    expect(
      within(result()).getByText(/^Already checked in at .+ by Front door$/),
    ).toBeInTheDocument();
    // The repeat is recorded too (the server flags it), and shows as such on this device.
    expect(await queuedScans()).toHaveLength(2);
    expect((await db.checkins.toArray()).map((c) => c.outcome).sort()).toEqual([
      "admitted",
      "duplicate",
    ]);
    expect(await screen.findByText("Duplicate entry")).toBeInTheDocument();
  });

  it("says so for one attendee", async () => {
    await db.attendees.delete(id(12));
    renderDoor();
    expect(
      await screen.findByText(/List downloaded .+ · 1 attendee · works offline/),
    ).toBeInTheDocument();
  });

  it("refuses another experience's ticket naming it, an unlisted one and a forged one, recording none", async () => {
    renderDoor();
    await scanPhoto(ticket(11, otherExperience.id));
    expect(result()).toHaveAttribute("data-result", "wrong_event");
    expect(within(result()).getByText("Do not admit")).toBeInTheDocument();
    expect(within(result()).getByText("Wrong experience")).toBeInTheDocument();
    expect(within(result()).getByText("This ticket is for Clay hour.")).toBeInTheDocument();
    await scanNext();
    // A listing this device does not store: the door says what it knows.
    await scanPhoto(ticket(11, id(902)));
    expect(within(result()).getByText("Wrong experience")).toBeInTheDocument();
    expect(within(result()).queryByText(/This ticket is for/)).not.toBeInTheDocument();
    await scanNext();
    // Genuine but not in the downloaded list, and no signal to ask: maybe booked since.
    await scanPhoto(ticket(99));
    expect(within(result()).getByText("Do not admit")).toBeInTheDocument();
    expect(
      within(result()).getByText("Not on this device's list — check online or by name"),
    ).toBeInTheDocument();
    await scanNext();
    await scanPhoto(ticketSigner().token({ registrationId: id(11), experienceId: experience.id }));
    expect(within(result()).getByText("Not a valid ticket")).toBeInTheDocument();
    expect(await queuedScans()).toEqual([]);
  });

  it("finds a person by name or ticket id and checks them in without a ticket", async () => {
    renderDoor();
    const search = await screen.findByLabelText("Name or ticket id");
    fireEvent.change(search, { target: { value: "janis" } });
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Check in Jānis Bērziņš" })),
    );
    await waitFor(() => expect(result()).toHaveAttribute("data-result", "valid"));
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
    expect(result()).toHaveAttribute("data-result", "too_early");
    expect(within(result()).getByText("Do not admit")).toBeInTheDocument();
    const starts = formatExperienceDate(tomorrow.toISOString(), "en");
    expect(
      within(result()).getByText(`Not yet: this experience starts ${starts}`),
    ).toBeInTheDocument();
    await scanNext();
    fireEvent.change(screen.getByLabelText("Name or ticket id"), { target: { value: "janis" } });
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Check in Jānis Bērziņš" })),
    );
    await waitFor(() => expect(result()).toHaveAttribute("data-result", "too_early"));
    await scanNext();

    // The end passed while the page was open.
    const past = new Date(Date.now() - 2 * HOUR).toISOString();
    await act(async () => {
      await db.experiences.put({ ...experience, date: past });
    });
    // The screen's live read has the new date (its heading shows it) before the next scan.
    await screen.findByText(new RegExp(formatExperienceDate(past, "en")));
    await scanPhoto(ticket(11));
    expect(result()).toHaveAttribute("data-result", "ended");
    expect(within(result()).getByText("This experience has ended")).toBeInTheDocument();
    expect(await queuedScans()).toEqual([]);
    expect(await db.checkins.count()).toBe(0);
  });

  it("tells someone outside the door team so, with a way back", async () => {
    useSessionStore.setState({ user: stranger });
    renderDoor();
    expect(
      await screen.findByText("You are not on the door team for this experience"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to door check-in" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Choose photo")).not.toBeInTheDocument();
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
    expect(await screen.findByLabelText("Choose photo")).toBeInTheDocument();
  });
});
