// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { configureHttp } from "#sync/http.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { LandingPage } from "./landing-page.tsx";

vi.mock("@tanstack/react-router", () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));
// The newsletter form loads after the first paint, which happy-dom never reports.
vi.mock("#ui/after-first-contentful-paint.ts", () => ({ usePainted: () => true }));
// The picker is the shell's component with its own tests; here it only has to be present.
vi.mock("#ui/language-picker.tsx", () => ({
  LanguagePicker: () => <button type="button">Language</button>,
}));

const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const emailInput = () => screen.getByLabelText("Email address") as HTMLInputElement;
const toast = () => useToastStore.getState().current;
function subscribe(email: string) {
  fireEvent.change(emailInput(), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  configureHttp({ fetch: fetchMock });
});

beforeEach(async () => {
  fetchMock.mockReset();
  useToastStore.getState().dismiss();
  render(
    <I18nProvider i18n={i18n}>
      <LandingPage />
    </I18nProvider>,
  );
  // The lazily loaded form: its module is transformed on first import, slow on a busy machine.
  await screen.findByLabelText("Email address", {}, { timeout: 5000 });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("LandingPage", () => {
  it("has the login link, the three values, the figures and the ways in", () => {
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    for (const heading of ["Mental wellbeing", "Community connection", "Creative experiences"]) {
      expect(screen.getByRole("heading", { name: heading, level: 3 })).toBeInTheDocument();
    }
    expect(screen.getByText("150+")).toBeInTheDocument();
    expect(screen.getByText("75+")).toBeInTheDocument();
    expect(screen.getByText("2,500+")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Join with an invitation" })).toHaveAttribute(
      "href",
      "/signup",
    );
    expect(screen.getByRole("link", { name: "Why culture & wellbeing?" })).toHaveAttribute(
      "href",
      "/why-culture-wellbeing",
    );
    expect(screen.getByRole("link", { name: /partners@culturewell\.example/ })).toHaveAttribute(
      "href",
      "mailto:partners@culturewell.example",
    );
    expect(emailInput()).toHaveAttribute("type", "email");
    expect(emailInput().placeholder).toBe("Enter your email address");
  });
});

describe("newsletter form", () => {
  it("asks for an address when it is empty", () => {
    subscribe("  ");
    expect(toast()).toMatchObject({
      title: "Email required",
      description: "Please enter your email address to subscribe.",
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("disables the input while subscribing, then thanks and clears it", async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    subscribe("Reader@Example.com");

    const busy = screen.getByRole("button", { name: "Subscribing..." });
    expect(busy).toBeDisabled();
    expect(emailInput()).toBeDisabled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: "reader@example.com",
    });

    await act(async () => answer(json(201, { message: "The server's words, never shown" })));
    await waitFor(() => expect(emailInput()).toHaveValue(""));
    expect(toast()).toMatchObject({
      title: "Successfully subscribed!",
      description: "Thank you for subscribing to our newsletter.",
    });
    expect(emailInput()).toBeEnabled();
  });

  it("reports a refusal with the server's message and keeps the address", async () => {
    fetchMock.mockResolvedValue(
      json(429, { code: "too_many_attempts", message: "The server's words, never shown" }),
    );
    subscribe("reader@example.com");
    await waitFor(() =>
      expect(toast()).toMatchObject({
        title: "Subscription failed",
        description: "Too many attempts. Please try again later.",
      }),
    );
    expect(emailInput()).toHaveValue("reader@example.com");
  });

  it("reports a network failure", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    subscribe("reader@example.com");
    await waitFor(() =>
      expect(toast()).toMatchObject({
        title: "Subscription failed",
        description: "Please check your connection and try again.",
      }),
    );
  });

  it("marks an invalid address beside the field", () => {
    subscribe("not-an-email");
    expect(emailInput()).toBeInvalid();
    expect(screen.getByText("Please enter a valid email")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
