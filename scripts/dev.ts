/**
 * `npm run dev`: the API server (restarted on change) and Vite with hot reload side by side.
 * Vite proxies /api to the server (vite.config.ts), so the app runs on http://localhost:5173.
 */
import { type ChildProcess, spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3000";
const children: ChildProcess[] = [
  spawn(process.execPath, ["--watch-path=server", "--watch-path=src/domain", "server/index.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort },
  }),
  spawn("npx", ["vite", "--host", process.env.HOST ?? "localhost"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

function stop(code = 0) {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
