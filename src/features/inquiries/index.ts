/** Public surface of the inquiries feature's data layer. */
export { listInquiriesFor, listInquiriesForCreator, sendInquiry } from "./data/inquiries-repo.ts";
export { useInquiriesFor, usePartnerInquiries } from "./hooks/use-inquiries.ts";
