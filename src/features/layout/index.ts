export { MAIN_CONTENT_ID } from "./skip-link.tsx";
