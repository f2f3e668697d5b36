/** The individual dashboard's body; route screens only (see experiences/screens.ts). */
export { IndividualOverview } from "./components/individual-overview.tsx";
