import { create } from "zustand";
import { TOAST_DURATION_MS } from "#domain/constants.ts";

export type ToastVariant = "success" | "error" | "info";

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

interface ToastState {
  current: Toast | null;
  show: (toast: Omit<Toast, "id" | "variant"> & { variant?: ToastVariant }) => void;
  dismiss: () => void;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * One toast at a time (docs/product.md): a new toast replaces the visible one; each stays 5 s.
 * Titles and descriptions arrive already translated.
 */
export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show: (toast) => {
    clearTimeout(timer);
    const id = nextId++;
    set({ current: { variant: "info", ...toast, id } });
    timer = setTimeout(() => {
      set((s) => (s.current?.id === id ? { current: null } : s));
    }, TOAST_DURATION_MS);
  },
  dismiss: () => {
    clearTimeout(timer);
    set({ current: null });
  },
}));

/** Shows a toast from anywhere (event handlers, repos). */
export const showToast = (toast: Parameters<ToastState["show"]>[0]) =>
  useToastStore.getState().show(toast);
