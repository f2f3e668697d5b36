import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef } from "react";
import { listCategoryLabel } from "#catalogue/category-labels.ts";
import type { ProfileRow } from "#db/types.ts";
import { initialsOf } from "#domain/user.ts";
import { CardSection } from "#ui/card-section.tsx";
import { GOAL_LABELS, isWellbeingGoal } from "./goal-labels.ts";

/** Read view of the Profile tab (docs/product.md), with a set wording for every empty field. */
export function ProfileReadView({
  profile,
  username,
  onEdit,
  focusEdit = false,
}: {
  profile: ProfileRow;
  username: string;
  onEdit: () => void;
  /** Put focus on "Edit Profile" (after leaving edit mode). */
  focusEdit?: boolean;
}) {
  const { t, i18n } = useLingui();
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editButton.current?.focus();
  }, [focusEdit]);
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  const goals = profile.wellbeingGoals.map((g) =>
    isWellbeingGoal(g) ? i18n._(GOAL_LABELS[g]) : g,
  );
  const categories = profile.preferredCategories.map((c) => listCategoryLabel(i18n, c));
  const notSpecified = t`Not specified`;

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="profile-name"
        className="flex flex-col gap-5 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:flex-row sm:items-center sm:p-6"
      >
        <div
          aria-hidden="true"
          data-testid="avatar"
          className="grid size-20 shrink-0 place-items-center rounded-full bg-primary text-2xl font-bold text-primary-content"
        >
          {initialsOf(profile)}
        </div>
        <div className="min-w-0 flex-1">
          <h2 id="profile-name" className="text-2xl font-semibold break-words">
            {fullName || username}
          </h2>
          <p className="text-base-content/75">@{username}</p>
        </div>
        <button
          ref={editButton}
          type="button"
          className="btn btn-primary min-h-11 self-start sm:self-center"
          onClick={onEdit}
        >
          {t`Edit Profile`}
        </button>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <CardSection id="profile-personal" level={3} title={t`Personal information`}>
          <dl className="grid gap-4">
            <Item label={t`Name`}>{fullName || notSpecified}</Item>
            <Item label={t`Email`}>{profile.email || notSpecified}</Item>
            <Item label={t`Location`}>{profile.location || notSpecified}</Item>
            <Item label={t`Bio`}>{profile.bio || t`No bio added yet`}</Item>
          </dl>
        </CardSection>
        <CardSection id="profile-preferences" level={3} title={t`Preferences`}>
          <dl className="grid gap-4">
            <Item label={t`Wellbeing goals`}>
              <Badges
                items={goals}
                empty={t`No goals selected yet`}
                tone="badge-primary badge-soft"
              />
            </Item>
            <Item label={t`Preferred categories`}>
              <Badges
                items={categories}
                empty={t`No categories selected yet`}
                tone="border-accent/40 bg-accent/12 text-base-content"
              />
            </Item>
            <Item label={t`Accessibility needs`}>
              {profile.accessibilityNeeds || t`None specified`}
            </Item>
          </dl>
        </CardSection>
      </div>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-base-content/75">{label}</dt>
      <dd className="mt-1 break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

function Badges({ items, empty, tone }: { items: string[]; empty: string; tone: string }) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className={`badge h-auto min-h-7 py-1 ${tone}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}
