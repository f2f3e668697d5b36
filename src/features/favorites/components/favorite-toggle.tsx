import { useLingui } from "@lingui/react/macro";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { toggleFavorite } from "../data/favorites-repo.ts";
import { useIsFavorite } from "../hooks/use-favorites.ts";

interface FavoriteToggleProps {
  experienceId: string;
  /** Names the experience in the accessible label ("Save … to favorites"). */
  title: string;
  /** Known saved state (a list passes it from one query); omitted → read it here. */
  saved?: boolean;
  size?: "sm" | "md";
}

/**
 * Save / un-save an experience: a toggle button (`aria-pressed`) with one fixed label, as
 * toggle buttons should have. Works offline: the change is local at once and synced later.
 * Only a toggle not told its state reads it (one live query): a list of cards passes it, so
 * mounting a card subscribes to nothing (a search keystroke mounts a screenful of cards).
 */
export function FavoriteToggle(props: FavoriteToggleProps) {
  return props.saved === undefined ? <SelfReadingToggle {...props} /> : <Toggle {...props} />;
}

function SelfReadingToggle(props: FavoriteToggleProps) {
  return <Toggle {...props} saved={useIsFavorite(props.experienceId) ?? false} />;
}

function Toggle({ experienceId, title, saved: pressed = false, size = "sm" }: FavoriteToggleProps) {
  const { t } = useLingui();
  // No `disabled` while saving: disabling the focused button would drop keyboard focus. The
  // action ignores a second press while the first is saving.
  const toggle = useAsyncAction(() => toggleFavorite(experienceId), {
    failure: { title: t`Error`, description: t`Could not update your favorites.` },
  });
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t`Save “${title}” to favorites`}
      title={pressed ? t`Saved to favorites` : t`Save to favorites`}
      onClick={() => void toggle.run()}
      className={`btn btn-circle border-base-300 bg-base-100/95 shadow-sm ${
        size === "sm" ? "size-11" : "size-12"
      } ${pressed ? "text-error" : "text-base-content"}`}
      data-testid="favorite-toggle"
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
        fill={pressed ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />
      </svg>
    </button>
  );
}
