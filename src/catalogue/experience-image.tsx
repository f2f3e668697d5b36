import type { SyntheticEvent } from "react";

export const FALLBACK_IMAGE = "/images/experience-fallback.svg";

interface ExperienceImageProps {
  src: string | null | undefined;
  className?: string;
  /**
   * Above the fold (the detail hero, a list's first row): requested at once and at high
   * priority, since it is likely the page's largest paint; otherwise lazily.
   */
  eager?: boolean;
}

/** Swap a broken image for the local fallback once (never loop if the fallback fails too). */
function swapToFallback(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (img.dataset.fallback) return;
  img.dataset.fallback = "1";
  img.src = FALLBACK_IMAGE;
}

/**
 * An experience picture. width/height (the seed images' 800×500) plus an aspect-ratio box keep
 * the space reserved before the bytes arrive, so cards never shift. The picture is decorative:
 * the title beside it says what it shows. In dark mode (the dark theme follows the system, as
 * Tailwind's `dark:` does) the light illustrations are dimmed to 70 % so they do not glare; the
 * filter touches the picture alone, never the badges and text laid over or beside it.
 */
export function ExperienceImage({ src, className = "", eager = false }: ExperienceImageProps) {
  return (
    <img
      src={src || FALLBACK_IMAGE}
      alt=""
      width={800}
      height={500}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : "auto"}
      decoding="async"
      onError={swapToFallback}
      className={`aspect-[8/5] w-full bg-base-200 object-cover dark:brightness-70 ${className}`}
    />
  );
}
