// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EXPORT_TABLES } from "#domain/account-export-columns.ts";
import { useSessionStore } from "#session/session-store.ts";
import { configureHttp } from "#sync/http.ts";
import { syncStatusStore } from "#sync/status-store.ts";
import { accountExportOf, exportRow } from "#testing/account-export-fixture.ts";
import { testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { buildExportFiles } from "../data/export-files.ts";
import { DownloadData } from "./download-data.tsx";

const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>();
const user = testUser();
const exported = accountExportOf("demo-individual", {
  moods: [
    exportRow("moods", {
      id: "m1",
      mood: "joyful",
      intensity: 7,
      notes: "=cmd|' /C calc'!A0",
      createdAt: "x",
    }),
  ],
  registrations: [
    exportRow("registrations", { id: "r1", experienceTitle: "Choir, evening", status: "attended" }),
  ],
  sessions: [exportRow("sessions", { createdAt: "2025-06-01T08:00:00.000Z" })],
});
const prepare = () => fireEvent.click(screen.getByRole("button", { name: "Prepare my data" }));
const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, "onLine", { value: online, configurable: true });
  act(() => syncStatusStore.setState({ online }));
};

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  configureHttp({ fetch: fetchMock });
  URL.createObjectURL = vi.fn(() => "blob:test");
  URL.revokeObjectURL = vi.fn();
});

beforeEach(() => {
  fetchMock.mockReset();
  useToastStore.getState().dismiss();
  useSessionStore.setState({ status: "signed-in", token: "tok", user, expired: false });
  render(
    <I18nProvider i18n={i18n}>
      <DownloadData />
    </I18nProvider>,
  );
  setOnline(true);
});

afterEach(() => cleanup());

describe("DownloadData", () => {
  it("fetches the export and offers the JSON and one CSV per table", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(exported), { headers: { "Content-Type": "application/json" } }),
    );
    prepare();
    const json = await screen.findByRole("link", { name: "All my data (JSON)" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/users/${user.id}/export`);
    expect(json).toHaveAttribute("download", "culturewell-my-data-2025-06-02.json");
    const moods = screen.getByRole("link", { name: "Moods (CSV)" });
    expect(moods).toHaveAttribute("download", "culturewell-moods-2025-06-02.csv");
    expect(screen.getAllByRole("link")).toHaveLength(1 + EXPORT_TABLES.length);
    const steps = screen.getByRole("link", { name: "Referral steps (CSV)" });
    expect(steps).toHaveAttribute("download", "culturewell-referral-steps-2025-06-02.csv");
    expect(screen.getByRole("link", { name: "Door helpers (CSV)" })).toHaveAttribute(
      "download",
      "culturewell-door-helpers-2025-06-02.csv",
    );
    expect(screen.getByRole("button", { name: "Prepare again" })).toBeInTheDocument();
  });

  it("says each file's rows, the JSON's as the sum over every table", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(exported), { headers: { "Content-Type": "application/json" } }),
    );
    prepare();
    const json = await screen.findByRole("link", { name: "All my data (JSON)" });
    // Profile 1 + mood 1 + registration 1 + sign-in 1.
    expect(json.closest("li")?.textContent).toBe("All my data (JSON) 4 rows across all tables");
    const line = (name: string) => screen.getByRole("link", { name }).closest("li")?.textContent;
    expect(line("Moods (CSV)")).toBe("Moods (CSV) 1 row");
    expect(line("Sign-ins (CSV)")).toBe("Sign-ins (CSV) 1 row");
    expect(line("Door scans (CSV)")).toBe("Door scans (CSV) 0 rows");
  });

  it("offline: says the data is prepared on the server, sends nothing", () => {
    setOnline(false);
    expect(screen.getByRole("status")).toHaveTextContent("needs an internet connection");
    prepare();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useToastStore.getState().current?.title).toBe("You're offline");
  });

  it("a failed request is said, with no files offered", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    prepare();
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe("You're offline"));
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});

describe("buildExportFiles", () => {
  it("writes CSV with a byte-order mark, quoting and the formula guard", async () => {
    const blobs: Blob[] = [];
    const files = buildExportFiles(exported, (blob) => {
      blobs.push(blob);
      return `blob:${blobs.length}`;
    });
    const moods = blobs[files.findIndex((f) => f.key === "moods")];
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await moods?.arrayBuffer());
    expect(text).toBe(
      "\uFEFFid,mood,intensity,notes,experienceId,moment,createdAt\r\nm1,joyful,7,'=cmd|' /C calc'!A0,,,x\r\n",
    );
    const registrations = blobs[files.findIndex((f) => f.key === "registrations")];
    expect(await registrations?.text()).toContain('r1,,"Choir, evening",,attended');
    expect(JSON.parse((await blobs[0]?.text()) ?? "")).toEqual(exported);
  });
});
