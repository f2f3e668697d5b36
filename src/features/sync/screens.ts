/**
 * What the sync feature shows or starts after the first paint only (docs/decisions/0025-storage-kept.md),
 * kept apart from index.ts, which the header's first paint loads.
 */
export { StorageClearedNotice } from "./components/storage-cleared-notice.tsx";
export { startStorageKeeping } from "./storage-keeping.ts";
