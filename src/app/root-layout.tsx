import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { OutdatedClientBanner, SignOutConfirmDialog } from "#features/sync/index.ts";
import { Toaster } from "#ui/toaster.tsx";
import { PwaNotices } from "./pwa/pwa-notices.tsx";
import { router } from "./router.tsx";

/**
 * Everything above the routes: translations, the router (its root route draws header, main and
 * footer), then the toast viewport, the service-worker notices and the sign-out warning, which
 * outlive any screen.
 */
export function RootLayout() {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <OutdatedClientBanner />
        <RouterProvider router={router} />
        <Toaster />
        <PwaNotices />
        <SignOutConfirmDialog />
      </I18nProvider>
    </StrictMode>
  );
}
