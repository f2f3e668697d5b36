import { useLingui } from "@lingui/react/macro";
import { initialsOf } from "#domain/user.ts";

/**
 * Three community stories, hard-coded. Avatars are initials, not photos: no image
 * from another host, and no stranger's face standing in for a made-up person.
 */
export function CommunityStories() {
  const { t } = useLingui();
  const stories = [
    {
      firstName: "Marta",
      lastName: "Bērziņa",
      tone: "bg-secondary text-secondary-content",
      context: t`Retired teacher, joined a community choir`,
      quote: t`After my husband passed, the weeks felt very long. The Tuesday choir gave them a shape again. I came for the singing and stayed for the tea afterwards — now I have friends I see every week.`,
    },
    {
      firstName: "Daniel",
      lastName: "Okafor",
      tone: "bg-primary text-primary-content",
      context: t`Nurse, tried a pottery workshop`,
      quote: t`I booked a clay workshop at the end of a hard month on the ward. Two hours with my hands busy and my phone in my bag, and my head was quiet for the first time in ages. I've been back four times.`,
    },
    {
      firstName: "Sofía",
      lastName: "Morales",
      tone: "bg-accent text-accent-content",
      context: t`Student, referred by her GP`,
      quote: t`My doctor suggested a drama group when my anxiety was at its worst. I nearly didn't go in on the first night. Six weeks later I said my lines in front of fifty people, and my mum cried.`,
    },
  ];
  return (
    <section aria-labelledby="stories-title" className="py-12">
      <h2 id="stories-title" className="text-3xl font-bold tracking-tight">
        {t`Stories from our community`}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {stories.map((story) => {
          const name = `${story.firstName} ${story.lastName[0]}.`;
          return (
            <li key={story.firstName}>
              <figure className="flex h-full flex-col rounded-box border border-base-300 bg-base-100 p-6 shadow-sm">
                <blockquote className="flex-1 leading-relaxed text-pretty">
                  <p>“{story.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={`grid size-12 shrink-0 place-items-center rounded-full font-bold ${story.tone}`}
                  >
                    {initialsOf(story)}
                  </span>
                  <span>
                    <span className="block font-semibold">{name}</span>
                    <span className="block text-sm text-base-content/75">{story.context}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
