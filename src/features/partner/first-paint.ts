/**
 * What the router's guard (part of the entry, issue 15) needs from the partner feature: the role
 * rule. Kept apart from index.ts, whose hooks reach the session's data layer.
 */
export { isCulturalPartner } from "./role.ts";
