import { useLingui } from "@lingui/react/macro";
import { GuideTopic, SourceRef } from "./guide-topic.tsx";

/** Safeguarding, the door and the waiting list, and asking for feedback. */
export function GuidePractice() {
  const { t } = useLingui();
  return (
    <>
      <GuideTopic id="guide-safeguarding">
        <p>{t`You are not expected to be a therapist, but everyone running a session should know what to do if someone is distressed or at risk.`}</p>
        <ul>
          <li>{t`Name one person per session as the safeguarding lead, and make sure the team knows who it is.`}</li>
          <li>{t`If someone is in immediate danger, call the emergency number: 112 works across the European Union and in the UK.`}</li>
          <li>{t`If someone tells you they are struggling, listen, do not promise secrecy, and write down what was said and what you did.`}</li>
          <li>{t`Keep a short list of local support to signpost to: a crisis line, the person's doctor, and mental health and social services.`}</li>
          <li>{t`If the person was referred by a health or social-care professional, they can be told, with the person's agreement.`}</li>
          <li>{t`Follow your organisation's safeguarding policy and any rules for working with children or adults at risk in your country.`}</li>
        </ul>
      </GuideTopic>
      <GuideTopic id="guide-door">
        <ul>
          <li>{t`Before the day, open Door check-in for the experience while you have a connection: the attendee list is kept on your device.`}</li>
          <li>{t`At the door, scan each ticket's QR code. It is checked on your device, so it works with no signal; scans are sent once you are back online.`}</li>
          <li>{t`If a phone will not scan, find the person by name or by the ticket id printed under the code.`}</li>
          <li>{t`Name door helpers in your organisation profile so volunteers can scan on their own phones.`}</li>
          <li>{t`When a place is cancelled, the first person on the waiting list gets it automatically. A long waiting list (see Analytics) is a sign to add places or another session.`}</li>
          <li>{t`People who did not come are marked as no-shows once the experience has ended. A gentle "we missed you" is often more helpful than a reminder of the rules.`}</li>
        </ul>
      </GuideTopic>
      <GuideTopic id="guide-feedback">
        <p>
          {t`After their visit, CultureWell asks attendees to rate the experience from 1 to 5. You see the average and how many people rated, never who said what.`}
        </p>
        <ul>
          <li>{t`Mention at the end of the session that a short rating helps you improve and helps others find you.`}</li>
          <li>
            {t`For your own evaluation, short and validated questions are better than long forms. The UK Office for National Statistics' four personal wellbeing questions are a common choice.`}{" "}
            <SourceRef n={6} />
          </li>
          <li>{t`Ask what could make the session easier to come to: the answers are often about timing, travel and access rather than the activity.`}</li>
          <li>{t`Share back what you changed: people give more feedback when they see it used.`}</li>
        </ul>
        <p>
          {t`Arts Council England's strategy for 2020–2030 sets out the ambition that everyone can take part in creativity and culture; evidence you gather helps make that case locally.`}{" "}
          <SourceRef n={4} />
        </p>
      </GuideTopic>
    </>
  );
}
