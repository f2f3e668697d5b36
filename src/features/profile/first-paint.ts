/**
 * What the route tree (part of the entry, whose size has a budget: scripts/size-budget.json) needs
 * from the profile feature: the names of the /profile tabs (the route's search schema). Kept
 * apart from index.ts, whose screens and data layer load with the route's lazy chunk.
 */
export { PROFILE_TABS } from "./components/journey-tabs.tsx";
