import type { CardExperience } from "#catalogue/experience-card.tsx";
import { ExperienceCard } from "#catalogue/experience-card.tsx";
import { useFavoriteIds } from "../hooks/use-favorite-ids.ts";
import { FavoriteToggle } from "./favorite-toggle.tsx";

interface SavableExperienceGridProps {
  experiences: readonly CardExperience[];
  className?: string;
  testId?: string;
}

/** A grid of experience cards, each with its heart toggle (home featured, mood suggestions). */
export function SavableExperienceGrid({
  experiences,
  className = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  testId,
}: SavableExperienceGridProps) {
  const favoriteIds = useFavoriteIds();
  return (
    <ul className={className} data-testid={testId}>
      {experiences.map((experience) => (
        <li key={experience.id}>
          <ExperienceCard
            experience={experience}
            headingLevel={3}
            actions={
              <FavoriteToggle
                experienceId={experience.id}
                title={experience.title}
                saved={favoriteIds.has(experience.id)}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}
