/**
 * Public surface of the partner feature: the role hook that entry links and screens share. The
 * role rule the router's guard needs is in first-paint.ts; the partner pages are in screens.ts.
 */
export { useIsCulturalPartner } from "./hooks/use-is-partner.ts";
