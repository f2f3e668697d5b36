/** Public surface of the registrations feature: data, hooks, and the cancel control tickets use. */

export { CancelRegistrationButton } from "./components/cancel-registration-button.tsx";
export type { RegistrationWithExperience } from "./data/registered-experiences.ts";
export {
  registerForExperience,
  upcomingRegisteredExperiences,
} from "./data/registrations-repo.ts";
export { useMyTickets, useRegistrationRejections } from "./hooks/use-registration-status.ts";
export { useRegistrations } from "./hooks/use-registrations.ts";
