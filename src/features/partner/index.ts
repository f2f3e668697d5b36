/**
 * Public surface of the partner feature: the role rule that guards, entry links and screens
 * share. Kept tiny on purpose: the router's guard imports it into the main bundle. The partner
 * pages themselves are in screens.ts.
 */
export { useIsCulturalPartner } from "./hooks/use-is-partner.ts";
export { isCulturalPartner } from "./role.ts";
