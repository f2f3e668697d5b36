import { Hono } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import { readJson } from "../http/read-json.ts";
import type { ContactService } from "../services/contact-service.ts";

export function contactRoutes(contact: ContactService) {
  return new Hono<AppEnv>().post("/", async (c) => c.json(contact.send(await readJson(c)), 201));
}
