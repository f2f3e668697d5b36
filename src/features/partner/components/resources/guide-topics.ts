import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The guide's topics in reading order: the contents list and the sections share these ids. */
export const GUIDE_TOPICS: readonly { id: string; title: MessageDescriptor }[] = [
  { id: "guide-why", title: msg`Why it matters` },
  { id: "guide-first-timers", title: msg`Welcoming first-timers` },
  { id: "guide-access", title: msg`Accessibility checklist` },
  { id: "guide-facilitation", title: msg`Inclusive and trauma-informed facilitation` },
  { id: "guide-quiet", title: msg`Quiet spaces` },
  { id: "guide-safeguarding", title: msg`Safeguarding and signposting` },
  { id: "guide-door", title: msg`Door check-in and the waiting list` },
  { id: "guide-feedback", title: msg`Asking for feedback` },
];

/** The title of a topic, so a section and the contents list never disagree. */
export function topicTitle(id: string): MessageDescriptor {
  const topic = GUIDE_TOPICS.find((entry) => entry.id === id);
  if (!topic) throw new Error(`Unknown guide topic ${id}`);
  return topic.title;
}
