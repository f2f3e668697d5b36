/** Public surface of the sync feature: the header badge, the sign-out warning, the toast. */
export { OutdatedClientBanner } from "./components/outdated-client-banner.tsx";
export { SignOutConfirmDialog } from "./components/sign-out-confirm-dialog.tsx";
export { SyncStatusBadge } from "./components/sync-status-badge.tsx";
export { showRejectionToast } from "./rejection-toast.ts";
export { confirmSignOut } from "./sign-out-confirm.ts";
