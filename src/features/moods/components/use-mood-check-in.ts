import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { DEFAULTS, type Mood } from "../../../domain/constants.ts";
import { showToast } from "../../../ui/toast-store.ts";
import { logMood } from "../data/moods-repo.ts";
import { useLoggedMoodStore } from "./logged-mood-store.ts";

/**
 * State of the home mood check-in (spec §4): no mood → mood chosen (intensity and notes shown)
 * → logging → logged (toast, suggestions). Logging writes to this device first and syncs later,
 * so it succeeds offline; it fails only for a signed-out user or input the schema refuses.
 */
export function useMoodCheckIn(userId: string | undefined) {
  const { t } = useLingui();
  const [mood, setMood] = useState<Mood | null>(null);
  const [intensity, setIntensity] = useState<number>(DEFAULTS.intensity);
  const [notes, setNotes] = useState("");
  const [pending, setPending] = useState(false);
  const remember = useLoggedMoodStore((s) => s.remember);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!mood || pending) return;
    setPending(true);
    try {
      // Notes are trimmed and dropped when empty by the shared schema (spec §5 "Mood").
      const { id } = await logMood({ mood, intensity, notes });
      if (userId) remember({ userId, mood, entryId: id });
      showToast({
        title: t`Mood logged successfully`,
        description: t`We've found some experiences that might help you feel better.`,
        variant: "success",
      });
      setMood(null);
      setIntensity(DEFAULTS.intensity);
      setNotes("");
      return true;
    } catch (error) {
      console.error(error);
      showToast({
        title: t`Error`,
        description: t`Failed to log mood. Please try again.`,
        variant: "error",
      });
      return false;
    } finally {
      setPending(false);
    }
  };

  return { mood, setMood, intensity, setIntensity, notes, setNotes, pending, submit };
}
