import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { PublicUser } from "#domain/user.ts";
import { useOffersDoorCheckIn } from "../hooks/use-door-experiences.ts";

/**
 * The "Door check-in" menu item, only for users with a door to keep (partners and the door
 * helpers they named). Renders the menu's `<li>` itself so a menu shows nothing otherwise.
 */
export function DoorCheckInMenuItem({
  user,
  className,
  onNavigate,
}: {
  user: PublicUser;
  className: string;
  onNavigate: () => void;
}) {
  const { t } = useLingui();
  if (!useOffersDoorCheckIn(user)) return null;
  return (
    <li>
      <Link to="/partner/check-in" className={className} onClick={onNavigate}>
        {t`Door check-in`}
      </Link>
    </li>
  );
}
