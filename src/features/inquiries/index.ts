/** Public surface of the inquiries feature's data layer. */
export { listInquiriesForCreator, sendInquiry } from "./data/inquiries-repo.ts";
