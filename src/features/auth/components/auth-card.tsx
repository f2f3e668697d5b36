import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { LogoMark } from "#ui/icons.tsx";
import { APP_NAME } from "#ui/use-document-title.ts";

interface AuthCardProps {
  heading: ReactNode;
  lead: ReactNode;
  children: ReactNode;
  /** The line under the card (link to the other form). */
  footer: ReactNode;
}

/** The frame of the sign-in and sign-up screens: logo (to /landing), card, and a footer line. */
export function AuthCard({ heading, lead, children, footer }: AuthCardProps) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <Link
          to="/landing"
          className="mx-auto mb-6 flex w-fit items-center gap-2.5 rounded-box p-1 text-primary"
        >
          <LogoMark className="size-10" />
          <span className="text-2xl font-bold tracking-tight text-base-content">{APP_NAME}</span>
        </Link>
        <div className="card border border-base-300 bg-base-100 shadow-xl">
          <div className="card-body gap-6 p-6 sm:p-8">
            <header className="flex flex-col gap-1.5">
              <h1 className="text-2xl font-bold tracking-tight text-balance">{heading}</h1>
              <p className="text-base-content/80 text-pretty">{lead}</p>
            </header>
            {children}
          </div>
        </div>
        <div className="mt-6 text-center text-sm">{footer}</div>
      </div>
    </div>
  );
}
