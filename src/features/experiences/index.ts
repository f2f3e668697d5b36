/** Public surface of the experiences feature: data, hooks, the card and its small parts. */

export { type CardExperience, ExperienceCard } from "./components/experience-card.tsx";
export { ArrowLeftIcon } from "./components/experience-icons.tsx";

export { useExperienceFormat } from "./components/use-experience-format.ts";
export {
  createExperience,
  listExperiences,
  updateExperience,
} from "./data/experiences-repo.ts";
export {
  PULL_REFRESH_MS,
  useCatalogueLiveQuery,
} from "./hooks/use-catalogue-live-query.ts";
export { useExperience } from "./hooks/use-experience.ts";
export { useFirstSyncPending, useSyncMayBringData } from "./hooks/use-sync-pending.ts";
