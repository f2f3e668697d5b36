/**
 * An experience as the API and IndexedDB hold it. Defined once, by its wire schema in
 * entities/experience.ts; this module keeps the import path the features already use.
 */
export type { Experience } from "./entities/experience.ts";
