import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { DEFAULTS, type Mood } from "#domain/constants.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { logMood } from "../data/moods-repo.ts";
import { useLoggedMoodStore } from "./logged-mood-store.ts";

/**
 * State of the home mood check-in: no mood → mood chosen (intensity and notes shown)
 * → logging → logged (toast, suggestions). Logging writes to this device first and syncs later,
 * so it succeeds offline; it fails only for a signed-out user or input the schema refuses.
 */
export function useMoodCheckIn(userId: string | undefined) {
  const { t } = useLingui();
  const [mood, setMood] = useState<Mood | null>(null);
  const [intensity, setIntensity] = useState<number>(DEFAULTS.intensity);
  const [notes, setNotes] = useState("");
  const remember = useLoggedMoodStore((s) => s.remember);

  const log = useAsyncAction(
    // Notes are trimmed and dropped when empty by the shared schema.
    (entry: { mood: Mood; intensity: number; notes: string }) => logMood(entry),
    {
      success: {
        title: t`Mood logged successfully`,
        description: t`We've found some experiences that might help you feel better.`,
      },
      onSuccess: ({ id }, entry) => {
        if (userId) remember({ userId, mood: entry.mood, entryId: id });
        setMood(null);
        setIntensity(DEFAULTS.intensity);
        setNotes("");
      },
      failure: {
        title: t`Error`,
        description: t`Failed to log mood. Please try again.`,
      },
    },
  );

  /** Resolves true once the mood is logged. */
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!mood) return false;
    return log.run({ mood, intensity, notes });
  };

  return { mood, setMood, intensity, setIntensity, notes, setNotes, pending: log.pending, submit };
}
