import type { ReactNode } from "react";

/** One titled section of a guide page. */
export function GuideSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 text-base-content/90">{children}</div>
    </section>
  );
}
