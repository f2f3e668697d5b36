import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/")({ component: Home });

function Home() {
  return (
    <h1 className="text-3xl font-bold text-primary">
      <Trans>Welcome to CultureWell</Trans>
    </h1>
  );
}
