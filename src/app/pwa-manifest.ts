import type { ManifestOptions } from "vite-plugin-pwa";

/** Web app manifest: installable, standalone, with a separate maskable icon. */
export const pwaManifest: Partial<ManifestOptions> = {
  name: "CultureWell — culture for wellbeing",
  short_name: "CultureWell",
  description:
    "Discover arts, music, theatre, workshops and community experiences that support your wellbeing.",
  lang: "en",
  start_url: "/",
  scope: "/",
  id: "/",
  display: "standalone",
  orientation: "portrait-primary",
  // The same colour as index.html's light `theme-color`, so an installed app's title bar does
  // not switch colour when the page loads (the manifest has no dark variant).
  theme_color: "#fdfaf4",
  background_color: "#faf7f2",
  categories: ["health", "lifestyle", "entertainment"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
  screenshots: [
    {
      src: "/screenshots/home-wide.png",
      sizes: "1280x800",
      type: "image/png",
      form_factor: "wide",
      label: "CultureWell home",
    },
    {
      src: "/screenshots/home-narrow.png",
      sizes: "750x1334",
      type: "image/png",
      form_factor: "narrow",
      label: "CultureWell on a phone",
    },
  ],
};
