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

describe("dashboardHrefFor (spec §2 /dashboard)", () => {
  it("picks the dashboard by user type, individual for anything else", () => {
    expect(dashboardHrefFor(professional)).toBe("/dashboard-professional");
    expect(dashboardHrefFor(partner)).toBe("/dashboard-cultural-partner");
    expect(dashboardHrefFor(individual)).toBe("/dashboard-individual");
    expect(dashboardHrefFor({ signedIn: true, userType: "admin" })).toBe("/dashboard-individual");
    expect(dashboardHrefFor({ signedIn: true })).toBe("/dashboard-individual");
  });
});
