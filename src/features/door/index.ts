/** Public surface of the door feature: the menu item for users with a door to keep. */
export { DoorCheckInMenuItem } from "./components/door-check-in-link.tsx";
