import { useLingui } from "@lingui/react/macro";
import { Page } from "#ui/page.tsx";
import type { InquiryType } from "../data/inquiry-types.ts";
import { ContactForm } from "./contact-form.tsx";

/** Contact page (/contact), open to visitors and signed-in users alike. */
export function ContactPage({ initialType }: { initialType: InquiryType }) {
  const { t } = useLingui();
  return (
    <Page
      title={t`Contact`}
      heading={t`Get in Touch`}
      lead={t`Questions about experiences, partnerships, research or accessibility? We would love to hear from you.`}
    >
      <div className="grid gap-8 pb-8 lg:grid-cols-[2fr_1fr]">
        <ContactForm initialType={initialType} />
        <aside className="rounded-box bg-base-200/60 p-6 text-base-content/80">
          <h2 className="text-lg font-semibold text-base-content">{t`What happens next`}</h2>
          <p className="mt-2">{t`We reply to every message within 24 hours on working days.`}</p>
          <p className="mt-2">
            {t`No connection? You can still send the form: your message is kept on this device and sent when you are back online.`}
          </p>
        </aside>
      </div>
    </Page>
  );
}
