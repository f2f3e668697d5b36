import { Trans } from "@lingui/react/macro";
import { MailIcon } from "./landing-icons.tsx";

export const PARTNERS_EMAIL = "partners@culturewell.example";

/** The collaboration e-mail link of the landing page. */
export function CollaborationInvite() {
  return (
    <section aria-labelledby="collaborate-title" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <div className="flex flex-col items-start gap-5 rounded-box bg-base-200/70 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 id="collaborate-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            <Trans>Let's work together</Trans>
          </h2>
          <p className="mt-1 max-w-xl text-base-content/80">
            <Trans>
              Cultural organisations, health professionals and researchers: we'd love to hear from
              you.
            </Trans>
          </p>
        </div>
        <a
          href={`mailto:${PARTNERS_EMAIL}`}
          className="btn btn-outline btn-primary min-h-12 max-w-full gap-2 break-all normal-case"
        >
          <MailIcon className="size-5 shrink-0" />
          {PARTNERS_EMAIL}
        </a>
      </div>
    </section>
  );
}
