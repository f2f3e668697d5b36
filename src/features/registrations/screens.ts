/** The detail page's registration panel; route screens only (see experiences/screens.ts). */
export { RegistrationPanel } from "./components/registration-panel.tsx";
