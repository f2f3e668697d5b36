/**
 * The demo partner's side of the seed: the organisation profile they publish, and a
 * few registrations by the other demo accounts for the partner's listings, so the partner
 * dashboard, bookings and door list are not empty on a fresh install (one listing starts an hour
 * after the seed, so its door is open on the first day). Tickets are signed at
 * start-up (services/ticket-repair.ts), with whichever key the server runs with.
 */
export const SEED_PARTNER_PROFILE = {
  organisationName: "Riverside Arts Centre",
  venues: ["Riverside Arts Centre", "Riverside Arts Centre — Āgenskalns Studio"],
  contactEmail: "hello@riverside-arts.example",
  contactPhone: "+371 6700 1234",
  website: "https://riverside-arts.example",
  description:
    "A community arts centre on the Ķīpsala riverside: workshops, choirs, readings and family days, most of them free, all of them open to beginners.",
  accessibilityInfo:
    "Step-free entrance from the river side, lift to all floors, accessible toilets, hearing loop in the main hall and a quiet room on request.",
};

export interface SeedRegistration {
  username: "demo-individual" | "demo-professional";
  /** A listing of the demo partner (SeedExperience.key with byDemoPartner). */
  experienceKey: string;
  /** How long before the seed the registration was made (inside the last week). */
  hoursAgo: number;
}

export const SEED_REGISTRATIONS: SeedRegistration[] = [
  { username: "demo-individual", experienceKey: "cw-calm-colours", hoursAgo: 50 },
  { username: "demo-individual", experienceKey: "mu-community-choir", hoursAgo: 26 },
  { username: "demo-individual", experienceKey: "va-mindful-drawing", hoursAgo: 3 },
  { username: "demo-professional", experienceKey: "mu-community-choir", hoursAgo: 20 },
  // Today's drop-in: the door has tickets to check in on the day the app is installed.
  { username: "demo-individual", experienceKey: "va-open-studio-today", hoursAgo: 5 },
  { username: "demo-professional", experienceKey: "va-open-studio-today", hoursAgo: 2 },
];
