import type { InquiryRow } from "#db/types.ts";
import { usePartnerFormat } from "../use-partner-format.ts";

/** The questions asked about one experience, newest first. */
export function InquiryList({ inquiries }: { inquiries: InquiryRow[] }) {
  const fmt = usePartnerFormat();
  return (
    <ul className="grid gap-3">
      {inquiries.map((inquiry) => (
        <li key={inquiry.id} className="rounded-box border border-base-300 p-3">
          <p className="flex flex-wrap justify-between gap-x-3">
            <span className="font-semibold">{inquiry.name}</span>
            <time dateTime={inquiry.createdAt} className="text-sm text-base-content/80">
              {fmt.time(inquiry.createdAt)}
            </time>
          </p>
          {inquiry.message ? <p className="mt-1 whitespace-pre-line">{inquiry.message}</p> : null}
          <a href={`mailto:${inquiry.email}`} className="link inline-block py-2 text-sm">
            {inquiry.email}
          </a>
        </li>
      ))}
    </ul>
  );
}
