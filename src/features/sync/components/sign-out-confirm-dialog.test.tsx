// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { confirmSignOut } from "../sign-out-confirm.ts";
import { SignOutConfirmDialog } from "./sign-out-confirm-dialog.tsx";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
afterEach(cleanup);

const renderDialog = () =>
  render(
    <I18nProvider i18n={i18n}>
      <SignOutConfirmDialog />
    </I18nProvider>,
  );

describe("sign-out confirmation", () => {
  it("does not ask when nothing is pending", async () => {
    await expect(confirmSignOut(0)).resolves.toBe(true);
  });

  it("asks with the number of unsaved changes; Sign out anyway confirms", async () => {
    renderDialog();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmSignOut(3);
    });
    expect(screen.getByText("3 changes not yet saved. Sign out anyway?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Sign out anyway", hidden: true }));
    await expect(answer).resolves.toBe(true);
  });

  it("Stay signed in keeps the session", async () => {
    renderDialog();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmSignOut(1);
    });
    expect(screen.getByText("1 change not yet saved. Sign out anyway?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Stay signed in", hidden: true }));
    await expect(answer).resolves.toBe(false);
  });
});
