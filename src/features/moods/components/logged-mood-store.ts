import { create } from "zustand";
import type { Mood } from "#domain/constants.ts";

/**
 * The mood logged in this browser session: suggestions are shown only after a mood is
 * chosen and logged in this session. Kept outside the component so leaving home and coming
 * back still shows them; tied to the user so another account on this device never sees them.
 */
interface LoggedMoodState {
  logged: { userId: string; mood: Mood; entryId: string } | null;
  remember: (logged: { userId: string; mood: Mood; entryId: string }) => void;
  forget: () => void;
}

export const useLoggedMoodStore = create<LoggedMoodState>((set) => ({
  logged: null,
  remember: (logged) => set({ logged }),
  forget: () => set({ logged: null }),
}));
