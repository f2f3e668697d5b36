/** Public surface of the registrations feature's data layer. */

export {
  registerForExperience,
  upcomingRegisteredExperiences,
} from "./data/registrations-repo.ts";
export {
  useRegisteredExperiences,
  useRegistrationRejections,
} from "./hooks/use-registration-status.ts";
export { useRegistrations } from "./hooks/use-registrations.ts";
