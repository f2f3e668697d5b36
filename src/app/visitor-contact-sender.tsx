import { useVisitorContactSender } from "#features/contact/index.ts";

/**
 * A visitor's contact message written offline leaves from any page once back online. A lazy
 * component of the root layout, so the contact feature is not part of the first paint.
 */
export default function VisitorContactSender() {
  useVisitorContactSender();
  return null;
}
