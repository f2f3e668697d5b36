/** Public surface of the experiences feature: data, hooks, the card and its small parts. */

export { type CardExperience, ExperienceCard } from "./components/experience-card.tsx";
export { ArrowLeftIcon } from "./components/experience-icons.tsx";

export { useExperienceFormat } from "./components/use-experience-format.ts";
export {
  createExperience,
  listExperiences,
  updateExperience,
} from "./data/experiences-repo.ts";
export { useExperience } from "./hooks/use-experience.ts";
export { usePacedLiveQuery } from "./hooks/use-paced-live-query.ts";
export { useSyncMayBringData } from "./hooks/use-sync-pending.ts";
