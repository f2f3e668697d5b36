/** Inquiry screens' parts (detail form, edit page summary); route screens only, see experiences/screens.ts. */
export { BookingSummary } from "./components/booking-summary.tsx";
export { InquiryForm } from "./components/inquiry-form.tsx";
