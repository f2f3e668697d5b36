import { type ComponentProps, lazy, Suspense } from "react";

type AppShellComponent = typeof import("./composed-shell.tsx").ComposedShell;

let loaded: AppShellComponent | null = null;
const importShell = () => import("./composed-shell.tsx");

/**
 * The app shell is its own chunk (not in the entry, docs/decisions/0017-signed-in-first-load.md),
 * with what the route composes into it (composed-shell.tsx). The root route awaits this in
 * `beforeLoad` when the matched screen has a shell, so header, content and footer paint together
 * (no layout shift); `Shell` renders it synchronously after that.
 */
export async function loadAppShell(): Promise<void> {
  loaded ??= (await importShell()).ComposedShell;
}

const LazyShell = lazy(async () => ({ default: (await importShell()).ComposedShell }));

/** The shell once loaded; a Suspense fallback (nothing) covers a render that came first. */
export function Shell(props: ComponentProps<AppShellComponent>) {
  const Loaded = loaded;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyShell {...props} />
    </Suspense>
  );
}
