/**
 * The frame of the screens that have one (header, main, footer). Loaded lazily: the stand-alone
 * screens (landing, login, sign-up) paint without it, so the entry does not carry the header's
 * menus, sync badge and door link (issue 15).
 */
export { AppShell } from "./app-shell.tsx";
