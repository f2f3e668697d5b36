import { Hono } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import { readJson } from "../http/read-json.ts";
import type { NewsletterService } from "../services/newsletter-service.ts";

export function newsletterRoutes(newsletter: NewsletterService) {
  return new Hono<AppEnv>().post("/subscribe", async (c) => {
    const { created, message } = newsletter.subscribe(await readJson(c));
    return c.json({ message }, created ? 201 : 200);
  });
}
