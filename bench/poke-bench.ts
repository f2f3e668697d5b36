/**
 * Live pokes (docs/decisions/0022-live-pokes.md), `BENCH_ONLY=poke npm run bench`: device A (the
 * demo partner) changes a public experience's title through `POST /api/sync/push`, as its app's
 * outbox does; device B (the demo participant, signed in on a new device, /experiences open,
 * online, visible, untouched: a visitor is asked to sign in there) paints the new title. Timed
 * from A's acknowledgement (the push's 200) to the DOM of B's card holding the title: a
 * MutationObserver in B's page stamps `performance.timeOrigin + performance.now()`, the same
 * wall clock Node stamps the 200 with (their offset measured and taken off).
 *
 * Beside it, the same B without pokes: its `GET /api/events` is held by `page.route` and never
 * answered, so it pulls only on its old triggers (start, online, tab visible, a local change,
 * backoff). Never answered rather than aborted: a refused connection makes the app fall back to
 * a pull every 30 s after three failures, which is 0022's own behaviour, not the old one.
 */
import type { Browser, Page } from "playwright-core";
import { uuidv7 } from "../src/domain/ids.ts";
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from "../src/domain/sync-protocol.ts";
import { newBenchContext } from "./bench-page.ts";

export const POKE = {
  /** Changes per behaviour and run. */
  changes: 50,
  /** How long a change may take to show on B before it counts as not arrived. */
  capMs: 30_000,
  /** With pokes: after B shows a change, this pause before A's next (B idle again). */
  gapMs: 300,
  /** Without pokes: A's changes this far apart, then the cap after the last is waited out. */
  oldPacingMs: 200,
} as const;

export interface PokeRun {
  /** Per change, ms from A's 200 to B's DOM showing it (or a later title); null: not in the cap. */
  latencies: (number | null)[];
}

type Seen = Record<string, number>;
const wallNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const version = (n: number) => String(n).padStart(3, "0");

/** The demo partner's session (device A). */
async function partnerToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "demo-partner", password: "culture-demo-1" }),
  });
  if (!response.ok) throw new Error(`poke bench: partner login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Device A's writes: one mutation per push; each resolves with the wall time of its 200. */
function deviceA(url: string, token: string) {
  const clientId = uuidv7();
  return async (name: "experience.create" | "experience.update", args: object) => {
    const response = await fetch(`${url}/api/sync/push`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
        [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION),
      },
      body: JSON.stringify({
        clientId,
        mutations: [{ id: uuidv7(), name, args, createdAt: new Date().toISOString() }],
      }),
    });
    const ackAt = wallNow();
    const body = (await response.json()) as { results?: { status: string }[] };
    if (!response.ok || body.results?.[0]?.status !== "applied") {
      throw new Error(`poke bench: ${name} answered ${response.status} ${JSON.stringify(body)}`);
    }
    return ackAt;
  };
}

/**
 * An experience whose title carries `tag` and a version. Dated long ago, each new one a day
 * before the last, so it is the first card of the list (soonest first, past ones listed).
 */
function listing(id: string, tag: string, n: number, daysBack: number) {
  const date = new Date(Date.UTC(2000, 0, 1) - daysBack * 86_400_000).toISOString().slice(0, 10);
  return {
    id,
    title: `Poke ${tag} ${version(n)}`,
    description: "A bench listing whose title changes while another device watches.",
    category: "music",
    price: 0,
    location: "Riga",
    venue: "Bench Hall",
    date,
    imageUrl: "/images/experiences/craft-pottery.svg",
    wellbeingBenefit: "None: it measures",
    duration: 60,
    maxParticipants: 10,
    difficultyLevel: "beginner",
    accessibilityFeatures: [],
  };
}

/** In B's page before the app: the first wall time each version of `tag`'s title is on a card. */
function watchCards(tag: string) {
  const seen: Record<string, number> = {};
  (window as unknown as { __pokeSeen: typeof seen }).__pokeSeen = seen;
  const pattern = new RegExp(`Poke ${tag} (\\d{3})`, "g");
  const scan = () => {
    const at = performance.timeOrigin + performance.now();
    for (const card of document.querySelectorAll('[data-testid="experience-card"]')) {
      for (const match of (card.textContent ?? "").matchAll(pattern)) {
        const v = match[1];
        if (v !== undefined && seen[v] === undefined) seen[v] = at;
      }
    }
  };
  new MutationObserver(scan).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

const seenIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pokeSeen: Record<string, number> }).__pokeSeen);

/** When B first showed change `n` or a later one (a pull may bring several at once). */
function shownAt(seen: Seen, n: number, last: number): number | null {
  let at: number | null = null;
  for (let v = n; v <= last; v++) {
    const t = seen[version(v)];
    if (t !== undefined && (at === null || t < at)) at = t;
  }
  return at;
}

/**
 * B's wall clock minus Node's, from the tightest of a few round trips: both read the system
 * clock, but a latency is a difference between the two.
 */
async function clockOffset(page: Page): Promise<number> {
  let best = { rtt: Number.POSITIVE_INFINITY, offset: 0 };
  for (let i = 0; i < 5; i++) {
    const t0 = wallNow();
    const inPage = await page.evaluate(() => performance.timeOrigin + performance.now());
    const t1 = wallNow();
    if (t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: inPage - (t0 + t1) / 2 };
  }
  return best.offset;
}

let listings = 0;

/**
 * One behaviour, on a fresh device B: with pokes, A's changes one at a time, each waited for;
 * without, A's changes paced `oldPacingMs` apart, then the cap after the last waited out.
 */
export async function benchPokes(
  browser: Browser,
  url: string,
  live: boolean,
  log: (line: string) => void = () => {},
): Promise<PokeRun> {
  const push = deviceA(url, await partnerToken(url));
  const tag = Math.random().toString(36).slice(2, 8);
  const id = uuidv7();
  const daysBack = listings++;
  await push("experience.create", listing(id, tag, 0, daysBack));

  // The service worker is kept out: `page.route` does not see requests it would handle, and
  // its precache download would share B's first seconds. Pokes and triggers are the page's.
  const context = await newBenchContext(browser, url, "signed-in", "persistent", "block");
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(watchCards, tag);
    if (!live) await page.route("**/api/events", () => {}); // held: never answered
    const connected = live
      ? page.waitForResponse((r) => r.url().endsWith("/api/events"), { timeout: 30_000 })
      : null;
    connected?.catch(() => {}); // awaited below, once B's list is there
    await page.goto(`${url}/experiences`);
    const first = () => (window as unknown as { __pokeSeen: Seen }).__pokeSeen["000"];
    await page.waitForFunction(first, undefined, { timeout: 60_000 });
    await connected;
    await sleep(1000); // B's first sync settles
    const visibility = await page.evaluate(() => document.visibilityState);
    if (visibility !== "visible") throw new Error(`poke bench: B's tab is ${visibility}`);

    const acks: number[] = [];
    for (let n = 1; n <= POKE.changes; n++) {
      acks.push(await push("experience.update", listing(id, tag, n, daysBack)));
      if (!live) {
        await sleep(POKE.oldPacingMs);
        continue;
      }
      await page
        .waitForFunction(
          (v) => (window as unknown as { __pokeSeen: Seen }).__pokeSeen[v] !== undefined,
          version(n),
          { polling: 20, timeout: POKE.capMs },
        )
        .catch(() => log(`change ${n} not shown within ${POKE.capMs / 1000} s`));
      await sleep(POKE.gapMs);
    }
    if (!live) await sleep(Math.max(0, (acks.at(-1) ?? 0) + POKE.capMs - wallNow()));
    const [seen, offset] = [await seenIn(page), await clockOffset(page)];
    return {
      latencies: acks.map((ack, i) => {
        const at = shownAt(seen, i + 1, POKE.changes);
        return at !== null && at - offset - ack <= POKE.capMs ? at - offset - ack : null;
      }),
    };
  } finally {
    await context.close();
  }
}

/**
 * Nearest-rank percentile of the latencies, a change not shown within the cap counting as the
 * cap (so beyond the cap it is a lower bound).
 */
export function percentile(run: PokeRun, p: number): number {
  const sorted = run.latencies.map((l) => l ?? POKE.capMs).sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

export const arrived = (run: PokeRun) => run.latencies.filter((l) => l !== null).length;
