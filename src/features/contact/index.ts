/** Public surface of the contact feature's data layer (the form arrives with its issue). */
export { type ContactOutcome, submitContact } from "./data/contact-repo.ts";
