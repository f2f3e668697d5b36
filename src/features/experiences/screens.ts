/**
 * The experiences screens' building blocks (list, detail, add/edit form). Kept out of index.ts
 * on purpose: index.ts is imported statically by other features (a profile tab shows cards),
 * and everything a statically reachable barrel re-exports lands in the initial bundle. Only
 * the route screens import this file, so these parts stay in their route chunks.
 */

export { CreatorPanel } from "./components/creator-panel.tsx";
export { ExperienceDetail } from "./components/experience-detail.tsx";
export { ExperienceFilterBar, type FilterValues } from "./components/experience-filter-bar.tsx";
export { ExperienceImage } from "./components/experience-image.tsx";
export { ExperienceNotFound } from "./components/experience-not-found.tsx";
export { ExperienceResults } from "./components/experience-results.tsx";
export { ExperienceForm } from "./components/form/experience-form.tsx";
export { useExperienceList } from "./hooks/use-experience-list.ts";
export { type SearchPatch, useSearchDraft } from "./hooks/use-search-draft.ts";
