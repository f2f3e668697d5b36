import { useLingui } from "@lingui/react/macro";
import { CardSection } from "#ui/card-section.tsx";

/** The public sources the guide's claims rest on, numbered as the [n] links cite them. */
const SOURCES: readonly { text: string; href: string }[] = [
  {
    text: "Fancourt D, Finn S. What is the evidence on the role of the arts in improving health and well-being? A scoping review. WHO Regional Office for Europe, 2019 (Health Evidence Network synthesis report 67).",
    href: "https://iris.who.int/handle/10665/329834",
  },
  {
    text: "All-Party Parliamentary Group on Arts, Health and Wellbeing. Creative Health: The Arts for Health and Wellbeing. Inquiry report, 2017.",
    href: "https://ncch.org.uk/appg-ahw-inquiry-report",
  },
  {
    text: "NHS England. Social prescribing.",
    href: "https://www.england.nhs.uk/personalisedcare/social-prescribing/",
  },
  {
    text: "Arts Council England. Let's Create: strategy 2020–2030.",
    href: "https://www.artscouncil.org.uk/lets-create",
  },
  {
    text: "SAMHSA. Concept of Trauma and Guidance for a Trauma-Informed Approach (HHS Publication SMA 14-4884), 2014.",
    href: "https://store.samhsa.gov/product/samhsas-concept-trauma-and-guidance-trauma-informed-approach/sma14-4884",
  },
  {
    text: "Office for National Statistics. Personal well-being user guidance.",
    href: "https://www.ons.gov.uk/peoplepopulationandcommunity/wellbeing/methodologies/personalwellbeingsurveyuserguide",
  },
];

/** The numbered source list (titles stay in their original language, as citations do). */
export function GuideSources() {
  const { t } = useLingui();
  return (
    <CardSection id="guide-sources" title={t`Sources`}>
      <ol className="list-decimal space-y-2 ps-6 text-sm">
        {SOURCES.map((source, i) => (
          <li key={source.href} id={`source-${i + 1}`} className="scroll-mt-24">
            {source.text}{" "}
            <a href={source.href} className="link break-all">
              {source.href}
            </a>
          </li>
        ))}
      </ol>
    </CardSection>
  );
}
