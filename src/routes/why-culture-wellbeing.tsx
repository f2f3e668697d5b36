import { createFileRoute } from "@tanstack/react-router";
import { WhyPage } from "#features/marketing/index.ts";

export const Route = createFileRoute("/why-culture-wellbeing")({ component: WhyPage });
