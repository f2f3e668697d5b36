export {
  createExperience,
  getExperience,
  listExperiences,
  listExperiencesCreatedBy,
  updateExperience,
} from "./data/experiences-repo.ts";
export { type Loadable, useExperience, useExperiencesCreatedBy } from "./hooks/use-experience.ts";
export { useExperiences } from "./hooks/use-experiences.ts";
