import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { messages } from "../locales/en/messages.po";
import { routeTree } from "./routeTree.gen.ts";
import "./styles.css";

i18n.loadAndActivate({ locale: "en", messages });
const router = createRouter({ routeTree });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
