// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { showToast, useToastStore } from "#ui/toast-store.ts";
import { PwaNotices } from "./pwa-notices.tsx";
import { usePwaStore } from "./service-worker-registration.ts";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(() => {
  cleanup();
  act(() => {
    useToastStore.getState().dismiss();
    usePwaStore.setState({ offlineReady: false, needRefresh: false });
  });
});

const renderNotices = () =>
  render(
    <I18nProvider i18n={i18n}>
      <PwaNotices />
    </I18nProvider>,
  );

describe("PwaNotices: one notice at a time, never beside a toast", () => {
  it("holds 'ready to work offline' back while a toast is on screen, then shows it", () => {
    renderNotices();
    act(() => {
      showToast({ title: "Welcome back!", variant: "success" });
      usePwaStore.setState({ offlineReady: true });
    });
    expect(screen.queryByText("App ready to work offline.")).not.toBeInTheDocument();
    act(() => useToastStore.getState().dismiss());
    expect(screen.getByText("App ready to work offline.")).toBeInTheDocument();
  });

  it("shows it at once when nothing else is on screen", () => {
    renderNotices();
    act(() => usePwaStore.setState({ offlineReady: true }));
    expect(screen.getByText("App ready to work offline.")).toBeInTheDocument();
  });
});
