/** Public surface of the experiences feature: a partner's listing writes and one experience. */
export { createExperience, updateExperience } from "./data/experiences-repo.ts";
export { useExperience } from "./hooks/use-experience.ts";
