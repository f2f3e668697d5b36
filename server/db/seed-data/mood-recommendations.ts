import type { SeedMoodRecommendation } from "./types.ts";

/**
 * Which list categories tend to help with each mood, and why. `effectiveness` (1–10) ranks the
 * categories within a mood; the reasons are shown to people after they log how they feel.
 */
export const SEED_MOOD_RECOMMENDATIONS: SeedMoodRecommendation[] = [
  {
    mood: "joyful",
    experienceCategory: "participatory-arts",
    recommendationReason:
      "Good energy is made for sharing: dancing, painting or parading with others spreads your joy and makes it last longer.",
    effectiveness: 9,
  },
  {
    mood: "joyful",
    experienceCategory: "music",
    recommendationReason:
      "Singing or drumming with a group turns a good mood into a shared celebration.",
    effectiveness: 8,
  },
  {
    mood: "joyful",
    experienceCategory: "family-intergenerational",
    recommendationReason:
      "Bring your good spirits to a family session; children and grandparents are wonderful company on a bright day.",
    effectiveness: 7,
  },
  {
    mood: "energetic",
    experienceCategory: "participatory-arts",
    recommendationReason:
      "Put that energy to work in a dance social or a mural day, where movement and making go hand in hand.",
    effectiveness: 9,
  },
  {
    mood: "energetic",
    experienceCategory: "theatre",
    recommendationReason:
      "Improvisation and drama games love people with energy to spare, and they channel it into play and laughter.",
    effectiveness: 8,
  },
  {
    mood: "energetic",
    experienceCategory: "music",
    recommendationReason:
      "A drum circle or a choir gives restless energy a rhythm and somewhere joyful to go.",
    effectiveness: 7,
  },
  {
    mood: "curious",
    experienceCategory: "visual-arts",
    recommendationReason:
      "Galleries and drawing sessions reward curiosity: the longer you look, the more you discover.",
    effectiveness: 9,
  },
  {
    mood: "curious",
    experienceCategory: "literature",
    recommendationReason:
      "Stories, poems and folk tales open doors to other lives, places and times.",
    effectiveness: 8,
  },
  {
    mood: "curious",
    experienceCategory: "craft-making",
    recommendationReason:
      "Learning a new craft, from amber polishing to bookbinding, satisfies the urge to find out how things work.",
    effectiveness: 8,
  },
  {
    mood: "reflective",
    experienceCategory: "literature",
    recommendationReason:
      "Reading circles and memoir writing give quiet thoughts a place to land and to be shared if you wish.",
    effectiveness: 9,
  },
  {
    mood: "reflective",
    experienceCategory: "visual-arts",
    recommendationReason:
      "Slow looking in a gallery mirrors a reflective mood and often brings fresh perspective.",
    effectiveness: 8,
  },
  {
    mood: "reflective",
    experienceCategory: "creative-wellbeing",
    recommendationReason:
      "Journaling and mindful making help you gather your thoughts gently, at your own pace.",
    effectiveness: 7,
  },
  {
    mood: "lonely",
    experienceCategory: "participatory-arts",
    recommendationReason:
      "Making something together gives you a reason to be there and easy things to talk about; nobody needs to arrive with a friend.",
    effectiveness: 9,
  },
  {
    mood: "lonely",
    experienceCategory: "family-intergenerational",
    recommendationReason:
      "Intergenerational cafés and story sessions are warm, welcoming places where conversations start naturally across ages.",
    effectiveness: 9,
  },
  {
    mood: "lonely",
    experienceCategory: "music",
    recommendationReason:
      "Singing in a community choir is one of the fastest ways to feel part of a group, even on your first evening.",
    effectiveness: 8,
  },
  {
    mood: "lonely",
    experienceCategory: "theatre",
    recommendationReason:
      "Playback theatre and gentle improv classes connect you with others through laughter and shared stories.",
    effectiveness: 7,
  },
  {
    mood: "anxious",
    experienceCategory: "creative-wellbeing",
    recommendationReason:
      "Small, quiet sessions led by trained facilitators use colour, breath and clay to help anxious feelings settle.",
    effectiveness: 10,
  },
  {
    mood: "anxious",
    experienceCategory: "craft-making",
    recommendationReason:
      "Repetitive, hands-on work like knitting or weaving keeps your attention in the present and eases worry.",
    effectiveness: 8,
  },
  {
    mood: "anxious",
    experienceCategory: "visual-arts",
    recommendationReason:
      "Mindful drawing asks for nothing but attention to what is in front of you, a welcome rest from racing thoughts.",
    effectiveness: 8,
  },
  {
    mood: "anxious",
    experienceCategory: "music",
    recommendationReason:
      "Relaxed concerts and calm live music slow the breath and soften the body's alarm signals.",
    effectiveness: 7,
  },
  {
    mood: "sad",
    experienceCategory: "music",
    recommendationReason:
      "Music meets you where you are: listening or singing can hold sadness and gently lift it.",
    effectiveness: 9,
  },
  {
    mood: "sad",
    experienceCategory: "literature",
    recommendationReason:
      "Poems and stories written by people who have felt the same can be a real comfort on heavy days.",
    effectiveness: 8,
  },
  {
    mood: "sad",
    experienceCategory: "creative-wellbeing",
    recommendationReason:
      "Gentle journaling and art sessions give low feelings an outlet in a kind, no-pressure setting.",
    effectiveness: 8,
  },
  {
    mood: "stressed",
    experienceCategory: "creative-wellbeing",
    recommendationReason:
      "Sound baths, mindful movement and breathing with creative practice are designed to release stress from body and mind.",
    effectiveness: 10,
  },
  {
    mood: "stressed",
    experienceCategory: "craft-making",
    recommendationReason:
      "Working clay or yarn with your hands shifts your focus away from pressure and towards steady, satisfying progress.",
    effectiveness: 9,
  },
  {
    mood: "stressed",
    experienceCategory: "visual-arts",
    recommendationReason:
      "Slow drawing and quiet gallery time give a busy mind permission to pause.",
    effectiveness: 8,
  },
  {
    mood: "stressed",
    experienceCategory: "music",
    recommendationReason:
      "A lunchtime concert or a drum circle lets tension drain away through sound and rhythm.",
    effectiveness: 7,
  },
];
