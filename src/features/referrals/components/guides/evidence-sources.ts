import { useLingui } from "@lingui/react/macro";

/** A source for referrers beyond the shared findings: what it is, and why it matters here. */
export interface EvidenceSource {
  id: string;
  text: string;
  /** The citation, in English (the cited work's language). */
  source: string;
  href: string;
}

/** Guidance behind social prescribing and the outcome measure this app uses. */
export function useEvidenceSources(): EvidenceSource[] {
  const { t } = useLingui();
  return [
    {
      id: "nhs-social-prescribing",
      text: t`NHS England describes social prescribing as connecting people to activities, groups and services in their community that meet practical, social and emotional needs affecting their health and wellbeing.`,
      source: "NHS England. Social prescribing.",
      href: "https://www.england.nhs.uk/personalisedcare/social-prescribing/",
    },
    {
      id: "ons4",
      text: t`The four ONS personal wellbeing questions (life satisfaction, feeling that life is worthwhile, happiness and anxiety, each 0 to 10) are the UK's national measure of personal wellbeing; CultureWell asks them when a client accepts a referral and after they attend.`,
      source: "Office for National Statistics. Personal well-being user guidance.",
      href: "https://www.ons.gov.uk/peoplepopulationandcommunity/wellbeing/methodologies/personalwellbeingsurveyuserguide",
    },
  ];
}
