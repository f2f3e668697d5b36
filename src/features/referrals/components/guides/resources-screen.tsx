import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CardSection } from "#ui/card-section.tsx";
import { Page } from "#ui/page.tsx";

/** /professional/resources: how referring through CultureWell works, step by step. */
export function ProfessionalResourcesScreen() {
  const { t } = useLingui();
  const steps = [
    t`Talk with your client about what matters to them: anxiety, low mood, loneliness, confidence.`,
    t`Open New referral and choose an existing client by username or e-mail, or a new client by name.`,
    t`Suggest up to five experiences: search, or use the quick filters (art for anxiety, music for depression, community for isolation, creative for confidence).`,
    t`Add a short note your client will read, then save. It works offline and is sent when you are online.`,
    t`Follow the referral in Your referrals: accepted, booked, attended, and the outcome your client shares.`,
  ];
  return (
    <Page
      title={t`Resources`}
      heading={t`How to refer a client`}
      lead={t`Social prescribing to cultural experiences, from the first conversation to the outcome.`}
      actions={
        <Link to="/professional/referrals/new" className="btn btn-primary min-h-11">
          {t`New referral`}
        </Link>
      }
    >
      <div className="flex max-w-3xl flex-col gap-6 pb-8">
        <CardSection id="steps" title={t`Five steps`} prose>
          <ol>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </CardSection>
        <CardSection id="tell-clients" title={t`What to tell your client`} prose>
          <p>{t`The referral is a suggestion, not an obligation: they can accept it, choose another experience, or decline it with a reason.`}</p>
          <p>{t`Once they accept, they book a place themselves; their ticket is scanned at the door, which is how you learn they went.`}</p>
          <p>{t`Many experiences are free, and every listing says how accessible the venue is.`}</p>
        </CardSection>
        <CardSection id="invitation-code" title={t`Using the invitation code`} prose>
          <p>{t`A client who is new to CultureWell needs the invitation code of your referral to sign up. The code is issued when the referral reaches the server, so it appears in Your referrals once you are online.`}</p>
          <p>{t`Give this code to your client: they enter it when they sign up. It works once, and links their new account to your referral.`}</p>
        </CardSection>
        <CardSection id="consent" title={t`Consent and outcomes`} prose>
          <p>{t`When your client accepts, they answer the four ONS personal wellbeing questions (ONS4); after attending they answer them again.`}</p>
          <p>{t`You see their answers only if they choose to share them, and they can stop sharing at any time. You always see the referral's status and whether they attended. You never see their mood diary.`}</p>
          <p>{t`Use the CSV export in Your referrals for your own reporting; keep it as securely as any other client record.`}</p>
        </CardSection>
        <CardSection id="help" title={t`Questions?`} prose>
          <p>{t`Our team answers professionals within 2 hours during business hours.`}</p>
          <Link to="/professional/evidence" className="link link-primary min-h-11 py-2">
            {t`Read the evidence for culture and wellbeing`}
          </Link>
          <Link to="/contact" className="link link-primary min-h-11 py-2">
            {t`Contact Support`}
          </Link>
        </CardSection>
      </div>
    </Page>
  );
}
