/** Public surface of the experiences feature: data, hooks, the card and its small parts. */

export { CATEGORY_LABELS, categoryLabel } from "./components/category-labels.ts";
export { type CardExperience, ExperienceCard } from "./components/experience-card.tsx";
export { ExperienceCardSkeleton } from "./components/experience-card-skeleton.tsx";
export { ArrowLeftIcon, PlusIcon } from "./components/experience-icons.tsx";
export { ExperienceImage, FALLBACK_IMAGE } from "./components/experience-image.tsx";
export {
  ACCESSIBILITY_FILTER_LABELS,
  BENEFIT_SUGGESTIONS,
  DIFFICULTY_LABELS,
  FEATURE_LABELS,
} from "./components/option-labels.ts";
export { useExperienceFormat } from "./components/use-experience-format.ts";
export {
  createExperience,
  getExperience,
  listExperiences,
  listExperiencesCreatedBy,
  updateExperience,
} from "./data/experiences-repo.ts";
export { type Loadable, useExperience, useExperiencesCreatedBy } from "./hooks/use-experience.ts";
export { useExperiences } from "./hooks/use-experiences.ts";
export { useSyncMayBringData } from "./hooks/use-sync-pending.ts";
