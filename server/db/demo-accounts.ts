import type { ListCategory, UserType } from "#domain/constants.ts";

/**
 * The demo logins (one per role) that the seed creates and README, start-up output and the e2e
 * tests rely on. Changing a value here changes it everywhere.
 */
export const DEMO_PASSWORD = "culture-demo-1";

export interface DemoAccount {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: UserType;
  location: string;
  bio: string;
  wellbeingGoals: string[];
  preferredCategories: ListCategory[];
  accessibilityNeeds: string | null;
}

export const DEMO_INDIVIDUAL: DemoAccount = {
  username: "demo-individual",
  firstName: "Alex",
  lastName: "Morgan",
  email: "alex@culturewell.example",
  userType: "individual",
  location: "Riga",
  bio: "Rediscovering creativity after a busy few years. I enjoy quiet galleries, choirs and anything with clay.",
  wellbeingGoals: ["Reduce stress and anxiety", "Build social connections", "Boost creativity"],
  preferredCategories: ["visual-arts", "music", "craft-making"],
  accessibilityNeeds: "Step-free access preferred",
};

export const DEMO_PROFESSIONAL: DemoAccount = {
  username: "demo-professional",
  firstName: "Sam",
  lastName: "Rivera",
  email: "sam.rivera@culturewell.example",
  userType: "professional",
  location: "Riga",
  bio: "Social prescribing link worker connecting clients with creative and community activities.",
  wellbeingGoals: ["Improve mental health", "Build social connections"],
  preferredCategories: ["creative-wellbeing", "participatory-arts"],
  accessibilityNeeds: null,
};

export const DEMO_PARTNER: DemoAccount = {
  username: "demo-partner",
  firstName: "Lina",
  lastName: "Ozola",
  email: "lina@riverside-arts.example",
  userType: "cultural_partner",
  location: "Riga",
  bio: "Programme lead at Riverside Arts Centre: workshops, concerts and family days by the river.",
  wellbeingGoals: ["Build social connections", "Express emotions"],
  preferredCategories: ["participatory-arts", "family-intergenerational"],
  accessibilityNeeds: null,
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  DEMO_INDIVIDUAL,
  DEMO_PROFESSIONAL,
  DEMO_PARTNER,
];
