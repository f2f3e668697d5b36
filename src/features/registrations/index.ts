/** Public surface of the registrations feature's data layer. */
export {
  listRegisteredExperiences,
  type RegistrationWithExperience,
} from "./data/registered-experiences.ts";
export {
  findRegistrationRejection,
  isFullRejection,
  listRegistrationRejections,
  type RegistrationRejection,
} from "./data/registration-rejections.ts";
export {
  listRegistrations,
  registerForExperience,
  upcomingRegisteredExperiences,
} from "./data/registrations-repo.ts";
export {
  useRegisteredExperiences,
  useRegistrationRejection,
  useRegistrationRejections,
} from "./hooks/use-registration-status.ts";
export {
  useRegistration,
  useRegistrations,
  useUpcomingExperiences,
} from "./hooks/use-registrations.ts";
