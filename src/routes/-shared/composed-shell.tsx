import type { ReactNode } from "react";
import type { PublicUser } from "#domain/user.ts";
import { DoorCheckInMenuItem } from "#features/door/index.ts";
import { AppShell } from "#features/layout/screens.ts";
import { SyncStatusBadge } from "#features/sync/index.ts";

/**
 * The app shell with what other features put in its frame: the sync status in the header's bar
 * and the door check-in link in the account menus. Composed here, so the layout feature imports
 * no other feature. Loaded lazily with the shell (app-shell-loader.tsx).
 */
export function ComposedShell(props: {
  user: PublicUser | null;
  onLogout: () => void;
  children: ReactNode;
}) {
  return (
    <AppShell
      {...props}
      status={<SyncStatusBadge />}
      accountItems={(menu) => <DoorCheckInMenuItem {...menu} />}
    />
  );
}
