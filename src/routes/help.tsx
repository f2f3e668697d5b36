import { createFileRoute } from "@tanstack/react-router";
import { HelpPage } from "#features/marketing/index.ts";

/** A footer Support page, open to visitors (no sign-in). */
export const Route = createFileRoute("/help")({ component: HelpPage });
