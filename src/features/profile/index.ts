/** Public surface of the profile feature: its /profile tabs, the goal labels, its data. */

export { GOAL_LABELS, isWellbeingGoal } from "./components/goal-labels.ts";
export { JourneyTabs, type ProfileTabId } from "./components/journey-tabs.tsx";
export { ProfileTab } from "./components/profile-tab.tsx";
// Notification settings, read by the calendar (default reminder, notifications on/off).
export { getNotificationSettings } from "./data/notification-settings-repo.ts";
export {
  getProfile,
  updateProfile,
} from "./data/profile-repo.ts";
export { useNotificationSettings } from "./hooks/use-notification-settings.ts";
export { useProfile } from "./hooks/use-profile.ts";
