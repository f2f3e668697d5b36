/** Public surface of the home feature: the sections the signed-in home screen composes. */
export { ClosingCta } from "./components/closing-cta.tsx";
export { CommunityStories } from "./components/community-stories.tsx";
export { FeaturedExperiences } from "./components/featured-experiences.tsx";
export { HomeHero } from "./components/home-hero.tsx";
export { HowItWorks } from "./components/how-it-works.tsx";
export { WellbeingBenefits } from "./components/wellbeing-benefits.tsx";
