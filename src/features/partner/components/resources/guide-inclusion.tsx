import { useLingui } from "@lingui/react/macro";
import { GuideTopic, SourceRef } from "./guide-topic.tsx";

/** Access, inclusive and trauma-informed facilitation, quiet spaces. */
export function GuideInclusion() {
  const { t } = useLingui();
  return (
    <>
      <GuideTopic id="guide-access">
        <p>{t`Check before each season, and describe what you have honestly in your profile and listings:`}</p>
        <ul>
          <li>{t`Step-free route from the street to the room, the toilets and any café; a lift that works.`}</li>
          <li>{t`An accessible toilet, and seating with backs and arms; space for a wheelchair in the group.`}</li>
          <li>{t`A hearing loop that is switched on and tested; good lighting on the face of whoever speaks.`}</li>
          <li>{t`Large-print or easy-read handouts on request; instructions given both spoken and written.`}</li>
          <li>{t`Clear signs, and directions from public transport and the nearest accessible parking.`}</li>
          <li>{t`An e-mail address or phone number people can use to ask about access before they come.`}</li>
          <li>{t`Assistance dogs and companions welcome; companions free where you can.`}</li>
        </ul>
      </GuideTopic>
      <GuideTopic id="guide-facilitation">
        <p>
          {t`You do not need to know anyone's story to work in a trauma-informed way. It means running the session so that it feels safe and in the person's control. Widely used principles are safety; trustworthiness and transparency; peer support; collaboration; empowerment, voice and choice; and attention to culture, history and gender.`}{" "}
          <SourceRef n={5} />
        </p>
        <ul>
          <li>{t`Explain what will happen before it happens, and keep to it.`}</li>
          <li>{t`Invite, never insist: every activity, sharing round or touch is optional.`}</li>
          <li>{t`Avoid surprises such as sudden loud sounds, lights off or unannounced themes of loss or violence.`}</li>
          <li>{t`Ask people how they would like to be addressed; use plain words and avoid jargon.`}</li>
          <li>{t`Notice who is quiet, and give more than one way to take part: speaking, making, writing, listening.`}</li>
          <li>{t`Keep what people share in the group unless someone is at risk (see safeguarding below).`}</li>
        </ul>
      </GuideTopic>
      <GuideTopic id="guide-quiet">
        <p>{t`A quiet space lets someone who feels overwhelmed step out without leaving altogether.`}</p>
        <ul>
          <li>{t`A calm room or corner near the session, with soft light, a chair and water.`}</li>
          <li>{t`Show everyone where it is at the start, so using it needs no explanation.`}</li>
          <li>{t`Offer ear defenders or a lower-stimulus session if your activity is loud or busy.`}</li>
          <li>{t`Tick "Quiet space" on your listing only when you really have one.`}</li>
        </ul>
      </GuideTopic>
    </>
  );
}
