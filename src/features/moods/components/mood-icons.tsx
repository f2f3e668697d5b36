import type { ReactNode } from "react";
import type { Mood } from "#domain/constants.ts";
import { Svg } from "#ui/icons.tsx";

/**
 * One small drawn icon per mood. Inline SVG rather than emoji: emoji fonts differ per device (or
 * are missing), and these keep the same look and stay decorative (the label names the mood).
 */

const PATHS: Record<Mood, ReactNode> = {
  joyful: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7.5 13.5a4.5 4.5 0 0 0 9 0z" />
      <path d="M8 9.5q1-1.3 2 0M14 9.5q1-1.3 2 0" />
    </>
  ),
  energetic: <path d="M13 2 4.5 13.5H11L10 22l8.5-11.5H12z" />,
  curious: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
      <path d="M8.8 9a1.8 1.8 0 1 1 2.4 1.7c-.5.2-.7.6-.7 1.1M10.5 13.8h.01" />
    </>
  ),
  reflective: <path d="M20 14.5A8.5 8.5 0 1 1 9.5 4a7 7 0 0 0 10.5 10.5z" />,
  lonely: (
    <>
      <circle cx="12" cy="7.5" r="3.5" />
      <path d="M5.5 20.5a6.5 6.5 0 0 1 13 0" />
      <path d="M3 20.5h18" strokeDasharray="1 3" />
    </>
  ),
  anxious: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 16q1-1 2 0t2 0 2 0 2 0" />
      <path d="M8.5 9.5h.01M15.5 9.5h.01" strokeWidth="2.6" />
      <path d="M7 7.5l2-1M17 7.5l-2-1" />
    </>
  ),
  sad: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 16.5a4.5 4.5 0 0 1 7 0" />
      <path d="M9 9.5h.01M15 9.5h.01" strokeWidth="2.6" />
      <path d="M16.5 11.5q1 1.5 0 2.2q-1-.7 0-2.2z" fill="currentColor" strokeWidth="1" />
    </>
  ),
  stressed: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7.5 16l1.5-1.2 1.5 1.2 1.5-1.2 1.5 1.2 1.5-1.2 1.5 1.2" />
      <path d="M7.5 8.5l2 1.5-2 1M16.5 8.5l-2 1.5 2 1" />
    </>
  ),
};

/** Tinted chip colours per mood; text on them stays base-content, so contrast holds. */
export const MOOD_TONES: Record<Mood, string> = {
  joyful: "bg-warning/30",
  energetic: "bg-secondary/15",
  curious: "bg-info/15",
  reflective: "bg-primary/15",
  lonely: "bg-accent/15",
  anxious: "bg-info/20",
  sad: "bg-neutral/15",
  stressed: "bg-error/15",
};

export function MoodIcon({ mood, className }: { mood: Mood; className?: string }) {
  return (
    <Svg strokeWidth="1.8" className={className}>
      {PATHS[mood]}
    </Svg>
  );
}
