import { useEffect, useRef, useState } from "react";

/** The search text as a URL write carries it: trimmed, and left out when empty. */
export type SearchPatch = { search?: string | undefined };

/**
 * Writes the URL. It receives `{}` when the search text must stay as the URL has it, or
 * `{ search }` to set it (undefined removes it), and resolves once the router has the new URL.
 */
export type SearchWrite = (patch: SearchPatch) => Promise<void>;

export interface SearchDraft {
  /** What the search box shows: the text being typed, else the URL's. */
  text: string;
  /** A keystroke: shown at once, written to the URL once typing pauses for `ms`. */
  type: (text: string, write: SearchWrite) => void;
  /**
   * Any other URL change (a filter): the typed text rides along in the same write, and its own
   * delayed write is cancelled, so an older text can never land after it.
   */
  writeWith: (write: SearchWrite) => Promise<void>;
  /** Clear Filters: the typed text and its delayed write are dropped. */
  discard: () => void;
}

interface Draft {
  text: string;
  /** True until the URL holds this text: a write is waiting for the pause, or in flight. */
  pending: boolean;
}

/**
 * The search box of a list whose search text lives in the URL (docs/README.md "Code habits").
 * The URL is the only source of truth: the list filters on it, and every write of it comes from
 * here or sets it explicitly. The draft is only the keystrokes the URL has not caught up with
 * yet; it is shown while its write is pending, and after that only while the URL still matches
 * it (so a trailing space the URL trims away does not vanish under the cursor). Once the URL
 * moves on by other means (the header's search link, Clear Filters) the URL's text is shown
 * again.
 */
export function useSearchDraft(urlText: string, ms: number): SearchDraft {
  const [draft, setDraft] = useState<Draft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settled = draft !== null && !draft.pending;
  if (settled && draft.text.trim() !== urlText) setDraft(null);
  const shown = draft && (draft.pending || draft.text.trim() === urlText) ? draft.text : urlText;

  const commit = async (text: string, write: SearchWrite) => {
    await write({ search: text.trim() || undefined });
    // Newer keystrokes keep their own pending write.
    setDraft((d) => (d?.text === text ? { text, pending: false } : d));
  };

  return {
    text: shown,
    type: (text, write) => {
      setDraft({ text, pending: true });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void commit(text, write), ms);
    },
    writeWith: (write) => {
      clearTimeout(timer.current);
      return draft?.pending ? commit(draft.text, write) : write({});
    },
    discard: () => {
      clearTimeout(timer.current);
      setDraft(null);
    },
  };
}
