/** Public surface of the contact feature. */
export { ContactPage } from "./components/contact-page.tsx";
export { useVisitorContactSender } from "./hooks/use-visitor-contact-sender.ts";
