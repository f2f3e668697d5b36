import type { ReactNode } from "react";

/** One card of the referral's page: an h2 and its content. */
export function ReferralSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6"
    >
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
