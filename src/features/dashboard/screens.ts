/** The individual dashboard's body and heading; route screens only (see experiences/screens.ts). */
export { IndividualGreeting } from "./components/individual-greeting.tsx";
export { IndividualOverview } from "./components/individual-overview.tsx";
