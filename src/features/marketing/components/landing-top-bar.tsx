import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { LogoMark } from "#ui/icons.tsx";
import { LanguagePicker } from "#ui/language-picker.tsx";
import { APP_NAME } from "#ui/use-document-title.ts";

/** The landing page's own bar: brand, language picker and a Login link. */
export function LandingTopBar() {
  return (
    <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-4 sm:px-6">
      <Link to="/landing" className="flex items-center gap-2 rounded-box p-1 text-primary">
        <LogoMark className="size-8 shrink-0" />
        <span className="text-lg font-bold tracking-tight text-base-content sm:text-xl">
          {APP_NAME}
        </span>
      </Link>
      <div className="flex items-center gap-1 sm:gap-2">
        {/* The short picker on phones: long language names pushed Login off a 390 px screen. */}
        <div className="sm:hidden">
          <LanguagePicker compact />
        </div>
        <div className="hidden sm:block">
          <LanguagePicker />
        </div>
        <Link to="/login" className="btn btn-primary btn-outline min-h-11 px-4 whitespace-nowrap">
          <Trans>Login</Trans>
        </Link>
      </div>
    </div>
  );
}
