import { describe, expect, it } from "vitest";
import type { Locale } from "#i18n/index.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testUser } from "#testing/fixtures.ts";
import { renderPage } from "./render-page.tsx";

// Written out by hand from the catalogs: a missing translation would show the English words.
const HERO: Record<Locale, { heading: string; title: string; login: string }> = {
  en: {
    heading: "Culture that cares for your wellbeing",
    title: "Coming soon · CultureWell",
    login: "Login",
  },
  lv: {
    heading: "Kultūra, kas rūpējas par jūsu labsajūtu",
    title: "Drīzumā · CultureWell",
    login: "Pieteikties",
  },
  es: {
    heading: "Cultura que cuida de tu bienestar",
    title: "Próximamente · CultureWell",
    login: "Iniciar sesión",
  },
  hy: {
    heading: "Մշակույթ, որը հոգ է տանում ձեր բարեկեցության մասին",
    title: "Շուտով · CultureWell",
    login: "Մուտք",
  },
  fr: {
    heading: "La culture qui prend soin de votre bien-être",
    title: "Bientôt disponible · CultureWell",
    login: "Se connecter",
  },
  de: {
    heading: "Kultur, die Ihrem Wohlbefinden guttut",
    title: "Bald verfügbar · CultureWell",
    login: "Anmelden",
  },
};

const h1 = (markup: string) => /<h1\b[^>]*>([^<]*)<\/h1>/.exec(markup)?.[1];

describe("renderPage: the landing page as a visitor sees it, in every language", () => {
  for (const [locale, hero] of Object.entries(HERO) as [Locale, (typeof HERO)[Locale]][]) {
    it(`renders /landing in ${locale}: hero heading, title, Login link, no script`, async () => {
      const page = await renderPage("/landing", locale);
      expect(h1(page.markup)).toBe(hero.heading);
      expect(page.title).toBe(hero.title);
      expect(page.markup).toContain(`href="/login">${hero.login}</a>`);
      // Nothing the CSP would refuse (the router's own scroll-restoration script stays out).
      expect(page.markup).not.toMatch(/<script/i);
    });
  }

  it("renders / as the landing page of a visitor, whatever session the build process had", async () => {
    useSessionStore.getState().setSignedIn("token", testUser());
    const page = await renderPage("/", "de");
    expect(h1(page.markup)).toBe(HERO.de.heading);
    expect(page.markup).toContain('<main id="main-content"');
  });
});
