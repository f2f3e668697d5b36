export { FOOTER_CATEGORY_LABELS as LIST_CATEGORY_LABELS } from "./nav-items.ts";
export { MAIN_CONTENT_ID } from "./skip-link.tsx";
