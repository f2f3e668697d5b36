// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { configureHttp } from "#sync/http.ts";
import { testUser } from "#testing/fixtures.ts";
import {
  clearVisitorMessagesForTests,
  flushVisitorMessages,
  pendingVisitorMessages,
} from "../data/visitor-outbox.ts";
import { ContactForm } from "./contact-form.tsx";

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const send = () =>
  act(async () => fireEvent.click(screen.getByRole("button", { name: "Send Message" })));
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });

function renderForm(initialType: "general" | "cultural-partner" = "general") {
  render(
    <I18nProvider i18n={i18n}>
      <ContactForm initialType={initialType} />
    </I18nProvider>,
  );
}

function fillValid() {
  type("Name", "Dana");
  type("Email", "dana@example.com");
  type("Subject", "Partnership");
  type("Message", "We run a community gallery.");
}

const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
const offline = () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
const online = () =>
  fetchMock.mockImplementation(async () => new Response('{"message":"ok"}', { status: 201 }));

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  configureHttp({ fetch: fetchMock });
});
beforeEach(async () => {
  fetchMock.mockReset();
  await resetDatabaseForTests();
  await clearVisitorMessagesForTests();
  useSessionStore.setState({ status: "signed-out", token: null, user: null, expired: false });
});
afterEach(cleanup);

describe("ContactForm", () => {
  it("shows each invalid field's message beside it and sends nothing", async () => {
    renderForm();
    type("Email", "nope");
    type("Message", "short");
    await send();
    expect(input("Name")).toHaveAccessibleDescription(expect.stringContaining("Name is required"));
    expect(input("Email")).toHaveAccessibleDescription(
      expect.stringContaining("Valid email is required"),
    );
    expect(input("Subject")).toHaveAccessibleDescription(
      expect.stringContaining("Subject is required"),
    );
    expect(input("Message")).toHaveAccessibleDescription(
      expect.stringContaining("Message must be at least 10 characters"),
    );
    expect(input("Name")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("starts with the inquiry type it was given; general by default", () => {
    renderForm("cultural-partner");
    expect(input("Inquiry Type")).toHaveValue("cultural-partner");
    cleanup();
    renderForm();
    expect(input("Inquiry Type")).toHaveValue("general");
  });

  it("a visitor offline: thank-you says it will be sent; back online it is sent once, same key", async () => {
    offline();
    renderForm();
    fillValid();
    fireEvent.click(screen.getByLabelText(/Subscribe to our newsletter/));
    await send();
    await screen.findByRole("heading", { name: "Thank you for reaching out!" });
    expect(
      screen.getByText(/will be sent automatically as soon as there is a connection/),
    ).toBeInTheDocument();
    const [waiting] = await pendingVisitorMessages();
    expect(waiting?.args).toMatchObject({ name: "Dana", newsletter: true, inquiryType: "general" });

    online();
    expect(await flushVisitorMessages()).toBe(0);
    expect(await flushVisitorMessages()).toBe(0);
    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get("Idempotency-Key"),
    );
    // Two attempts (offline, then online), both with the message's own id; none after it left.
    expect(keys).toEqual([waiting?.id, waiting?.id]);
    expect(await pendingVisitorMessages()).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Send Another Message" }));
    expect(input("Subject")).toHaveValue("");
  });

  it("a visitor online: sent at once, the thank-you promises a reply", async () => {
    online();
    renderForm();
    fillValid();
    await send();
    await screen.findByText(/get back to you within 24 hours/);
    expect(await pendingVisitorMessages()).toEqual([]);
  });

  it("a signed-in user's message goes through the outbox as contact.submit", async () => {
    useSessionStore.setState({ status: "signed-in", token: "t", user: testUser(), expired: false });
    renderForm();
    expect(input("Name")).toHaveValue("Alex Morgan");
    type("Subject", "Referral");
    type("Message", "How do I refer a client?");
    await send();
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: "contact.submit", args: { subject: "Referral" } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a signed-in user online: 'received' once the sync delivered it, else 'saved on this device'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    try {
      useSessionStore.setState({
        status: "signed-in",
        token: "t",
        user: testUser(),
        expired: false,
      });
      renderForm();
      type("Subject", "Referral");
      type("Message", "How do I refer a client?");
      await send();
      // Nothing syncs here (no engine): the entry stays, and after the wait the form says so.
      await waitFor(async () => expect(await db.outbox.count()).toBe(1));
      await act(async () => vi.advanceTimersByTime(4100));
      expect(
        await screen.findByText(/will be sent automatically as soon as there is a connection/),
      ).toBeInTheDocument();
      cleanup();
      await db.outbox.clear();

      // Delivered (the entry leaves the outbox) within the wait: received.
      renderForm();
      type("Subject", "Again");
      type("Message", "How do I refer a client?");
      await send();
      await waitFor(async () => expect(await db.outbox.count()).toBe(1));
      await db.outbox.clear();
      expect(await screen.findByText(/get back to you within 24 hours/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
