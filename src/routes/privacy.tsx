import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPage } from "#features/marketing/index.ts";

/** A footer Support page, open to visitors (no sign-in). */
export const Route = createFileRoute("/privacy")({ component: PrivacyPage });
