import { useLingui } from "@lingui/react/macro";
import { GuideTopic, SourceRef } from "./guide-topic.tsx";

/** Why partners' sessions matter, and how to welcome people who have never been before. */
export function GuideWelcome() {
  const { t } = useLingui();
  return (
    <>
      <GuideTopic id="guide-why">
        <p>
          {t`A World Health Organization review of over 3,000 studies found that the arts can help prevent ill health, promote good health, and support people to manage and recover from illness, at every age.`}{" "}
          <SourceRef n={1} />
        </p>
        <p>
          {t`In England, a parliamentary inquiry concluded that the arts can help keep people well, aid their recovery and support longer lives better lived.`}{" "}
          <SourceRef n={2} />{" "}
          {t`Social prescribing link workers now connect people to community activities, including arts and culture, as part of their care.`}{" "}
          <SourceRef n={3} />
        </p>
        <p>
          {t`Many people who come to you through CultureWell are looking for connection or calm, not a performance. How your session feels matters as much as what it teaches.`}
        </p>
      </GuideTopic>
      <GuideTopic id="guide-first-timers">
        <p>{t`Walking into a room of strangers is hard, especially for someone who feels low or isolated. Small things help:`}</p>
        <ul>
          <li>{t`Say in your listing exactly where the entrance is, what happens first and how long it lasts.`}</li>
          <li>{t`Have a named person greet people at the door and learn their first name.`}</li>
          <li>{t`Start with something everyone can do; say that no experience is needed and nobody will be put on the spot.`}</li>
          <li>{t`Make it fine to watch first, to take a break and to leave early.`}</li>
          <li>{t`Offer a drink or a few minutes of informal time: that is often when people connect.`}</li>
          <li>{t`At the end, tell people when the next session is and that they would be welcome again.`}</li>
        </ul>
      </GuideTopic>
    </>
  );
}
