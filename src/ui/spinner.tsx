/**
 * The app's one busy indicator: a ring turned by a CSS transform, which the compositor animates
 * on its own thread. daisyUI's `loading` spinner is an animated SVG mask that the main thread
 * repaints every frame, and the sync badge shows a spinner for a whole first sync: at 10,000
 * experiences that was about half a second of main-thread paint the pull waited behind.
 * Decorative: whoever shows it says what is busy in words.
 */
export function Spinner({ className = "size-5" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:[animation-duration:4s] ${className}`}
    />
  );
}
