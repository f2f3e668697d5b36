/**
 * Business constants of the product. The one source for option lists: forms,
 * filters, the server's validation and the seed all read them from here.
 */

export const LANGUAGES = ["en", "lv", "es", "hy", "fr", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
/** The language the texts are written in, and the one shown when no other fits. */
export const SOURCE_LANGUAGE: Language = "en";

export const USER_TYPES = ["individual", "professional", "cultural_partner"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const MOODS = [
  "joyful",
  "energetic",
  "curious",
  "reflective",
  "lonely",
  "anxious",
  "sad",
  "stressed",
] as const;
export type Mood = (typeof MOODS)[number];

/** The eight list categories: the list's filters and the profile's category options. */
export const LIST_CATEGORIES = [
  "visual-arts",
  "music",
  "theatre",
  "literature",
  "participatory-arts",
  "craft-making",
  "creative-wellbeing",
  "family-intergenerational",
] as const;
export type ListCategory = (typeof LIST_CATEGORIES)[number];

/** Categories the add-experience form offers. */
export const FORM_CATEGORIES = [
  "visual-arts",
  "music",
  "theatre",
  "literature",
  "craft",
  "digital-arts",
  "dance",
  "wellbeing",
  "community",
] as const;

/** Every category an experience may carry: the list ids plus the form ids. */
export const EXPERIENCE_CATEGORIES = [
  ...new Set<string>([...LIST_CATEGORIES, ...FORM_CATEGORIES]),
] as readonly string[];

export const ACCESSIBILITY_FEATURES = [
  "wheelchair-accessible",
  "hearing-loop",
  "sign-language-interpreter",
  "large-print",
  "audio-description",
  "quiet-space",
  "sensory-friendly",
  "accessible-parking",
  "accessible-restrooms",
] as const;
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];

/** Accessibility filter ids of the list; sign-language matches the interpreter feature. */
export const ACCESSIBILITY_FILTERS = [
  "wheelchair-accessible",
  "hearing-loop",
  "sign-language",
  "sensory-friendly",
] as const;

export const WELLBEING_BENEFITS = [
  "stress-relief",
  "social-connection",
  "creativity-boost",
  "mindfulness",
  "physical-activity",
  "mental-stimulation",
  "emotional-expression",
  "cultural-learning",
] as const;
export type WellbeingBenefit = (typeof WELLBEING_BENEFITS)[number];

export const WELLBEING_GOALS = [
  "Reduce stress and anxiety",
  "Build social connections",
  "Boost creativity",
  "Improve mental health",
  "Learn new skills",
  "Find inner peace",
  "Express emotions",
  "Build confidence",
] as const;

export const DIFFICULTY_LEVELS = ["beginner", "intermediate", "advanced", "all-levels"] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

export const INQUIRY_TYPES = [
  "general",
  "cultural-partner",
  "health-professional",
  "researcher",
  "media",
] as const;

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 6,
  /** Upper bound so a megabyte password cannot pin the CPU in scrypt. */
  passwordMax: 200,
  contactMessageMin: 10,
  titleMax: 100,
  descriptionMin: 10,
  descriptionMax: 1000,
  durationMin: 15,
  durationMax: 480,
  participantsMin: 1,
  participantsMax: 500,
  intensityMin: 1,
  intensityMax: 10,
} as const;

export const DEFAULTS = {
  duration: 60,
  maxParticipants: 20,
  intensity: 5,
  category: "visual-arts",
  difficultyLevel: "beginner",
} as const;

export const TOAST_DURATION_MS = 5000;
export const LOGIN_REDIRECT_DELAY_MS = 100;
export const LOGOUT_REDIRECT_DELAY_MS = 500;
export const FEATURED_LIMIT = 6;
export const SKELETON_CARDS = 6;
