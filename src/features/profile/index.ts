/** Public surface of the profile feature's data layer. */

// Screens (issue 5): the /profile tabs and the shared goal labels.
export { FavoritesTab } from "./components/favorites-tab.tsx";
export { GOAL_LABELS, isWellbeingGoal } from "./components/goal-labels.ts";
export { HistoryTab } from "./components/history-tab.tsx";
export { JourneyTabs, type ProfileTabId } from "./components/journey-tabs.tsx";
export { ProfileTab } from "./components/profile-tab.tsx";
// Issue 13: notification settings, read by the calendar (default reminder, notifications on/off).
export { getNotificationSettings } from "./data/notification-settings-repo.ts";
export {
  getProfile,
  updateProfile,
} from "./data/profile-repo.ts";
export { useNotificationSettings } from "./hooks/use-notification-settings.ts";
export { useProfile } from "./hooks/use-profile.ts";
