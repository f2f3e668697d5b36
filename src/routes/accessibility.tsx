import { createFileRoute } from "@tanstack/react-router";
import { AccessibilityPage } from "#features/marketing/index.ts";

/** A footer Support page, open to visitors (no sign-in). */
export const Route = createFileRoute("/accessibility")({ component: AccessibilityPage });
