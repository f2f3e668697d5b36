/** The door's screens; route files only. */
export { DoorCheckInScreen } from "./components/door-check-in-screen.tsx";
export { DoorIndexScreen } from "./components/door-index-screen.tsx";
