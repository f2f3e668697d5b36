import type { ComponentPropsWithoutRef, ReactNode } from "react";

const TONES = {
  default: "border-base-300 bg-base-100",
  danger: "border-error/60 bg-base-100",
  primary: "border-primary/30 bg-primary/8",
} as const;

const HEADINGS = { 2: "text-xl font-semibold", 3: "text-lg font-semibold" } as const;

/** Reading text: paragraphs and lists, spaced and marked as the guides set them. */
const PROSE =
  "flex flex-col gap-3 text-base-content/90 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-5";

interface CardSectionProps
  extends Omit<ComponentPropsWithoutRef<"section">, "id" | "title" | "aria-labelledby"> {
  /** The heading's id: it names the section (aria-labelledby), and a link can point at it. */
  id: string;
  title: ReactNode;
  /** An h2 for a part of the page; an h3 inside a part that has its own h2. */
  level?: 2 | 3;
  /** A short lead under the heading. */
  description?: ReactNode;
  /** "danger" around an action that cannot be undone; "primary" for what asks the reader to act. */
  tone?: keyof typeof TONES;
  /** The body is reading text (a guide's paragraphs and lists). */
  prose?: boolean;
}

/**
 * A card with a heading and its body: the one frame of a titled part of a screen (a guide's
 * topic, an account setting, a chart, a referral's part). A `section` named by its heading.
 * `className` adds the caller's placement (margins, grid span), never another look.
 */
export function CardSection({
  id,
  title,
  level = 2,
  description,
  tone = "default",
  prose = false,
  className = "",
  children,
  ...rest
}: CardSectionProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const heading = (
    <Heading id={id} className={HEADINGS[level]}>
      {title}
    </Heading>
  );
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-4 rounded-box border p-5 shadow-sm sm:p-6 ${TONES[tone]} ${className}`}
      {...rest}
    >
      {description ? (
        <div>
          {heading}
          <p className="mt-1 text-base-content/80">{description}</p>
        </div>
      ) : (
        heading
      )}
      {prose ? <div className={PROSE}>{children}</div> : children}
    </section>
  );
}
