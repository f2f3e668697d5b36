/** Public surface of the feedback feature: "How was it?" after an attended visit. */

export { RateVisitsPrompt } from "./components/rate-visits-prompt.tsx";
export { VisitFeedback } from "./components/visit-feedback.tsx";
export { useUnratedVisits } from "./hooks/use-feedback.ts";
