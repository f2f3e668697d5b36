// Setup of the client project (vitest.config.ts).
// IndexedDB for client data and sync tests (Node has none).
import "fake-indexeddb/auto";
// The DOM matchers (toBeInTheDocument, toHaveTextContent, toHaveAttribute, …) on `expect`.
import "@testing-library/jest-dom/vitest";

// happy-dom does not know <search> (browsers do since 2023), so React would warn that the tag is
// unrecognized: it gets the config of <section>, a plain HTMLElement.
if (typeof document !== "undefined") {
  const { default: elements } = await import("happy-dom/lib/config/HTMLElementConfig.js");
  if (elements.section) elements.search ??= elements.section;
}
