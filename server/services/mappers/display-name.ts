/** How door staff and partners see a person: "First Last", else their username. */
export function displayName(person: {
  username: string;
  firstName: string | null;
  lastName: string | null;
}): string {
  const full = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return full || person.username;
}
