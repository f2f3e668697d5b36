/**
 * The experiences screens' building blocks (list, detail, add/edit form). Kept out of index.ts
 * on purpose: everything a statically reachable barrel re-exports lands in the chunk of whoever
 * imports it. Only the route screens import this file, so these parts stay in their route
 * chunks. The card, its picture and the catalogue's hooks are src/catalogue/.
 */

export { CreatorPanel } from "./components/creator-panel.tsx";
export { ExperienceDetail } from "./components/experience-detail.tsx";
export { ExperienceFilterBar, type FilterValues } from "./components/experience-filter-bar.tsx";
export { ExperienceNotFound } from "./components/experience-not-found.tsx";
export { ExperienceResults } from "./components/experience-results.tsx";
export { ExperienceForm } from "./components/form/experience-form.tsx";
export { useExperienceList } from "./hooks/use-experience-list.ts";
export { type SearchPatch, useSearchDraft } from "./hooks/use-search-draft.ts";
