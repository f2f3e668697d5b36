import { useLingui } from "@lingui/react/macro";
import { activateLocale, isLocale, LOCALE_NAMES, LOCALES, type Locale } from "#i18n/index.ts";
import { CheckIcon, ChevronDownIcon, GlobeIcon } from "./icons.tsx";
import { useDisclosure } from "./use-disclosure.ts";

interface LanguagePickerProps {
  /**
   * Where the list opens: a popover under the button's end or start edge, or "inline": in the
   * flow below the button (inside the mobile menu, where a popover would be clipped).
   */
  align?: "start" | "end" | "inline";
  /** Show only the language code on the button (compact headers). */
  compact?: boolean;
}

/**
 * The language picker, a menu that toggles open and closed. Each language is written in its own
 * name and marked with its `lang`, so screen readers pronounce "Deutsch" in German.
 */
export function LanguagePicker({ align = "end", compact = false }: LanguagePickerProps) {
  const { i18n, t } = useLingui();
  const { open, panelId, toggleRef, panelRef, toggle, close } = useDisclosure();
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : "en";

  const choose = async (locale: Locale) => {
    close({ returnFocus: true });
    if (locale !== current) await activateLocale(locale);
  };

  return (
    <div className="relative">
      <button
        ref={toggleRef}
        type="button"
        className={`btn btn-ghost gap-1.5 px-2.5 font-medium ${
          align === "inline" ? "min-h-12 w-full justify-start px-4 text-base" : "min-h-11"
        }`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <GlobeIcon className="size-5" />
        <span className="sr-only">{t`Language:`} </span>
        {compact ? (
          <>
            <span aria-hidden="true" className="uppercase">
              {current}
            </span>
            <span className="sr-only" lang={current}>
              {LOCALE_NAMES[current]}
            </span>
          </>
        ) : (
          <span lang={current}>{LOCALE_NAMES[current]}</span>
        )}
        <ChevronDownIcon
          className={`size-4 transition-transform ${open ? "rotate-180" : ""} ${
            align === "inline" ? "ms-auto" : ""
          }`}
        />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={
          align === "inline"
            ? "mt-1 w-full px-1"
            : `absolute top-full z-40 mt-2 w-52 rounded-box border border-base-300 bg-base-100 p-2 shadow-xl ${
                align === "end" ? "end-0" : "start-0"
              }`
        }
      >
        <ul className="flex flex-col gap-0.5">
          {LOCALES.map((locale) => (
            <li key={locale}>
              <button
                type="button"
                lang={locale}
                aria-current={locale === current ? "true" : undefined}
                onClick={() => void choose(locale)}
                className="flex min-h-11 w-full items-center justify-between gap-3 rounded-field px-3 text-start hover:bg-base-200 focus-visible:bg-base-200 aria-[current]:font-semibold aria-[current]:text-primary"
              >
                {LOCALE_NAMES[locale]}
                {locale === current ? <CheckIcon className="size-4" /> : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
