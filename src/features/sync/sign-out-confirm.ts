import { create } from "zustand";

/**
 * "N changes not yet saved. Sign out anyway?" (decision 0004): signing out deletes the unsent
 * changes, so the logout flow awaits the user's answer. The dialog component renders this store.
 */
interface SignOutConfirmState {
  pending: number | null;
  resolve: ((confirmed: boolean) => void) | null;
  answer: (confirmed: boolean) => void;
}

export const useSignOutConfirmStore = create<SignOutConfirmState>((set, get) => ({
  pending: null,
  resolve: null,
  answer: (confirmed) => {
    get().resolve?.(confirmed);
    set({ pending: null, resolve: null });
  },
}));

/** Asks the user; resolves true to go ahead. With nothing pending it resolves true at once. */
export function confirmSignOut(pending: number): Promise<boolean> {
  if (pending <= 0) return Promise.resolve(true);
  useSignOutConfirmStore.getState().resolve?.(false); // a second request replaces the first
  return new Promise((resolve) => useSignOutConfirmStore.setState({ pending, resolve }));
}
