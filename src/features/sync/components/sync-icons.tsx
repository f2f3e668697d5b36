import { type IconProps, Svg } from "#ui/icons.tsx";

/** Decorative icons of the sync badge; the text next to them carries the meaning. */

export const CloudCheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M17.5 19H7a5 5 0 1 1 .9-9.9A6 6 0 0 1 19 11a4 4 0 0 1-1.5 8Z" />
    <path d="m9 14 2 2 4-4" />
  </Svg>
);

export const CloudOffIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m2 2 20 20" />
    <path d="M5.8 8.3A5 5 0 0 0 7 19h10.5c.5 0 1-.1 1.4-.3" />
    <path d="M21.4 15.6A4 4 0 0 0 19 11a6 6 0 0 0-8.7-5.4" />
  </Svg>
);

export const CloudUpIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M17.5 19H7a5 5 0 1 1 .9-9.9A6 6 0 0 1 19 11a4 4 0 0 1-1.5 8Z" />
    <path d="M12 17v-6" />
    <path d="m9.5 13.5 2.5-2.5 2.5 2.5" />
  </Svg>
);
