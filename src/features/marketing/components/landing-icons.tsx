import type { ReactNode, SVGProps } from "react";

/** Line icons of the value blocks; decorative (the heading beside each names it). */
function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A leaf growing from an open hand: calm, mental wellbeing. */
export const WellbeingIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M12 13c0-4 2.5-7 7-7 0 4.5-3 7-7 7z" />
    <path d="M12 13c0-3-2-5.5-5.5-5.5 0 3.5 2.2 5.5 5.5 5.5z" />
    <path d="M12 13v3" />
    <path d="M3 17.5c2.5 0 3.5 1.5 6 1.5h6.5a1.5 1.5 0 0 0 0-3H12" />
    <path d="M3 21h11.5c1.4 0 2.6-.6 3.5-1.6L21 16" />
  </Icon>
);

/** Three people together: community connection. */
export const CommunityIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <circle cx="12" cy="7.5" r="3" />
    <circle cx="5" cy="10" r="2.2" />
    <circle cx="19" cy="10" r="2.2" />
    <path d="M6.5 20a5.5 5.5 0 0 1 11 0" />
    <path d="M1.5 19a3.8 3.8 0 0 1 5-3.5M22.5 19a3.8 3.8 0 0 0-5-3.5" />
  </Icon>
);

/** A painter's palette: creative experiences. */
export const CreativityIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M12 3a9 9 0 1 0 0 18c1.3 0 2-.8 2-1.8 0-.5-.2-.9-.5-1.3-.3-.3-.5-.8-.5-1.3 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4C21 6.5 17 3 12 3z" />
    <circle cx="7.5" cy="11" r="1.2" />
    <circle cx="10" cy="7" r="1.2" />
    <circle cx="15" cy="7.2" r="1.2" />
  </Icon>
);

/** An envelope, for the collaboration e-mail. */
export const MailIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3.5 6.5 12 13l8.5-6.5" />
  </Icon>
);
