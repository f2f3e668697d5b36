import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { lazy, StrictMode, Suspense } from "react";
import { useFirstContentShown } from "#ui/first-content.ts";
import { Toaster } from "#ui/toaster.tsx";
import type { AppRouter } from "./router.tsx";

// Quiet until they have something to say, so they load once the first screen shows its content
// (decision 0017: before that, their requests and work delayed the page's largest paint).
const PwaNotices = lazy(async () => ({
  default: (await import("./pwa/pwa-notices.tsx")).PwaNotices,
}));
// The outdated-client banner can only show after a sync, which starts after that too.
const OutdatedClientBanner = lazy(async () => ({
  default: (await import("#features/sync/index.ts")).OutdatedClientBanner,
}));
// Told once after the browser cleared this device's data (docs/decisions/0025-storage-kept.md);
// the session that notices it is reconciled after the first paint too.
const StorageClearedNotice = lazy(async () => ({
  default: (await import("#features/sync/screens.ts")).StorageClearedNotice,
}));
const SignOutConfirmDialog = lazy(async () => ({
  default: (await import("#features/sync/index.ts")).SignOutConfirmDialog,
}));
const VisitorContactSender = lazy(() => import("./visitor-contact-sender.tsx"));

/**
 * Everything above the routes: translations, the router (its root route draws header, main and
 * footer), then the toast viewport, the service-worker notices and the sign-out warning, which
 * outlive any screen. The browser passes its router; the build's prerender one of its own.
 */
export function RootLayout({ router }: { router: AppRouter }) {
  const painted = useFirstContentShown();
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Suspense fallback={null}>{painted && <OutdatedClientBanner />}</Suspense>
        <Suspense fallback={null}>{painted && <StorageClearedNotice />}</Suspense>
        <RouterProvider router={router} />
        <Toaster />
        {/* One boundary each: a slow chunk does not hold back the others. */}
        {painted && (
          <>
            <Suspense fallback={null}>
              <PwaNotices />
            </Suspense>
            <Suspense fallback={null}>
              <SignOutConfirmDialog />
            </Suspense>
            <Suspense fallback={null}>
              <VisitorContactSender />
            </Suspense>
          </>
        )}
      </I18nProvider>
    </StrictMode>
  );
}
