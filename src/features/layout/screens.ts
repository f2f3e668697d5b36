/**
 * The frame of the screens that have one (header, main, footer). Loaded lazily, with what the
 * route composes into it (src/routes/-shared/composed-shell.tsx): the stand-alone screens
 * (landing, login, sign-up) paint without it, so the entry does not carry the header's menus,
 * sync badge and door link (docs/decisions/0017-signed-in-first-load.md).
 */
export { AppShell } from "./app-shell.tsx";
