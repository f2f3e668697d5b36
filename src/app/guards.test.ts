import { describe, expect, it } from "vitest";
import { dashboardHrefFor, decideAccess, loginHrefFor } from "./guards.ts";

const visitor = { signedIn: false };
const individual = { signedIn: true, userType: "individual" };
const professional = { signedIn: true, userType: "professional" };
const partner = { signedIn: true, userType: "cultural_partner" };
const at = (pathname: string, searchStr = "") => ({ pathname, searchStr });

describe("decideAccess", () => {
  it("lets everyone open public routes", () => {
    for (const session of [visitor, individual, partner]) {
      expect(decideAccess("public", session, at("/for-partners"))).toEqual({ kind: "allow" });
    }
  });

  it("sends a visitor on a protected route to /login with the way back", () => {
    expect(decideAccess("signed-in", visitor, at("/profile"))).toEqual({
      kind: "redirect",
      href: "/login?redirect=%2Fprofile",
    });
  });

  it("keeps the search string in the way back", () => {
    expect(decideAccess("signed-in", visitor, at("/experiences", "?category=music"))).toEqual({
      kind: "redirect",
      href: "/login?redirect=%2Fexperiences%3Fcategory%3Dmusic",
    });
  });

  it("lets a signed-in user open protected routes", () => {
    expect(decideAccess("signed-in", individual, at("/calendar"))).toEqual({ kind: "allow" });
  });

  it("lets a visitor open login and sign-up", () => {
    expect(decideAccess("guest-only", visitor, at("/login"))).toEqual({ kind: "allow" });
    expect(decideAccess("guest-only", visitor, at("/signup"))).toEqual({ kind: "allow" });
  });

  it("sends a signed-in user away from login and sign-up to their dashboard", () => {
    expect(decideAccess("guest-only", individual, at("/login"))).toEqual({
      kind: "redirect",
      href: "/dashboard-individual",
    });
    expect(decideAccess("guest-only", professional, at("/signup"))).toEqual({
      kind: "redirect",
      href: "/dashboard-professional",
    });
    expect(decideAccess("guest-only", partner, at("/login", "?redirect=%2Fprofile"))).toEqual({
      kind: "redirect",
      href: "/dashboard-cultural-partner",
    });
  });
});

describe("loginHrefFor", () => {
  it("omits a pointless way back to the home page", () => {
    expect(loginHrefFor(at("/"))).toBe("/login");
  });

  it("encodes the path so it survives as one search value", () => {
    expect(loginHrefFor(at("/experience/0192-abc", "?a=1&b=2"))).toBe(
      "/login?redirect=%2Fexperience%2F0192-abc%3Fa%3D1%26b%3D2",
    );
  });
});

describe("dashboardHrefFor: where /dashboard leads", () => {
  it("picks the dashboard by user type, individual for anything else", () => {
    expect(dashboardHrefFor(professional)).toBe("/dashboard-professional");
    expect(dashboardHrefFor(partner)).toBe("/dashboard-cultural-partner");
    expect(dashboardHrefFor(individual)).toBe("/dashboard-individual");
    expect(dashboardHrefFor({ signedIn: true, userType: "admin" })).toBe("/dashboard-individual");
    expect(dashboardHrefFor({ signedIn: true })).toBe("/dashboard-individual");
  });
});

describe("decideAccess: role pages", () => {
  const home = { individual: "/dashboard-individual", professional: "/dashboard-professional" };

  it("sends a user who opens another role's dashboard, by either path, to their own", () => {
    const cases: [typeof individual, string, string][] = [
      [individual, "/dashboard-cultural-partner", home.individual],
      [individual, "/dashboard/cultural-partner", home.individual],
      [individual, "/dashboard-professional", home.individual],
      [individual, "/dashboard/professional/", home.individual],
      [professional, "/dashboard-individual", home.professional],
      [professional, "/dashboard/cultural-partner", home.professional],
      [partner, "/dashboard-individual", "/dashboard-cultural-partner"],
      [partner, "/Dashboard/Professional", "/dashboard-cultural-partner"],
      [{ signedIn: true, userType: "admin" }, "/dashboard-professional", home.individual],
    ];
    for (const [session, path, href] of cases) {
      expect(decideAccess("signed-in", session, at(path)), path).toEqual({
        kind: "redirect",
        href,
      });
    }
  });

  it("lets each user open their own dashboard by either path", () => {
    expect(decideAccess("signed-in", individual, at("/dashboard-individual"))).toEqual(ALLOWED);
    expect(decideAccess("signed-in", individual, at("/dashboard/individual"))).toEqual(ALLOWED);
    expect(decideAccess("signed-in", professional, at("/dashboard/professional"))).toEqual(ALLOWED);
    expect(decideAccess("signed-in", partner, at("/dashboard-cultural-partner"))).toEqual(ALLOWED);
    expect(decideAccess("signed-in", partner, at("/dashboard/cultural-partner"))).toEqual(ALLOWED);
  });

  const partnerPages = [
    "/partner/experiences/new",
    "/partner/bookings",
    "/partner/analytics",
    "/partner/profile",
    "/partner/resources",
  ];

  it("sends anyone but a cultural partner from the partner pages to their dashboard", () => {
    for (const path of partnerPages) {
      expect(decideAccess("signed-in", individual, at(path)), path).toEqual({
        kind: "redirect",
        href: home.individual,
      });
      expect(decideAccess("signed-in", professional, at(`${path}/`)), path).toEqual({
        kind: "redirect",
        href: home.professional,
      });
      expect(decideAccess("signed-in", partner, at(path)), path).toEqual(ALLOWED);
    }
  });

  const professionalPages = [
    "/professional/referrals",
    "/professional/referrals/new",
    "/professional/resources",
    "/professional/evidence",
  ];

  it("sends anyone but a professional from the professional pages to their dashboard", () => {
    for (const path of professionalPages) {
      expect(decideAccess("signed-in", individual, at(path)), path).toEqual({
        kind: "redirect",
        href: home.individual,
      });
      expect(decideAccess("signed-in", partner, at(`${path.toUpperCase()}/`)), path).toEqual({
        kind: "redirect",
        href: "/dashboard-cultural-partner",
      });
      expect(decideAccess("signed-in", professional, at(path)), path).toEqual(ALLOWED);
    }
    expect(decideAccess("signed-in", visitor, at("/professional/evidence"))).toEqual({
      kind: "redirect",
      href: "/login?redirect=%2Fprofessional%2Fevidence",
    });
  });

  it("keeps door check-in open to door helpers of any role", () => {
    for (const session of [individual, professional, partner]) {
      expect(decideAccess("signed-in", session, at("/partner/check-in/0197-abc"))).toEqual(ALLOWED);
      expect(decideAccess("signed-in", session, at("/partner/check-in"))).toEqual(ALLOWED);
    }
  });

  it("still sends a visitor on a partner page to /login first", () => {
    expect(decideAccess("signed-in", visitor, at("/partner/bookings"))).toEqual({
      kind: "redirect",
      href: "/login?redirect=%2Fpartner%2Fbookings",
    });
  });

  it("leaves every other signed-in page alone", () => {
    for (const path of ["/add-experience", "/experiences", "/profile", "/dashboard/someone"]) {
      expect(decideAccess("signed-in", individual, at(path)), path).toEqual(ALLOWED);
    }
  });
});

const ALLOWED = { kind: "allow" };
