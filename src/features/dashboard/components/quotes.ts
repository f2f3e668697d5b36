import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface Quote {
  text: MessageDescriptor;
  author: string;
  /** Where it was published: names are not translated. */
  source: string;
  year: number;
}

/**
 * Real, attributed words on the arts and a good life, checked against their published source
 * (no "attributed to" sayings). One is shown a day (dailyIndex); translators give the published
 * translation where there is one.
 */
export const QUOTES: readonly Quote[] = [
  {
    text: msg`The arts are not a way to make a living. They are a very human way of making life more bearable.`,
    author: "Kurt Vonnegut",
    source: "A Man Without a Country",
    year: 2005,
  },
  {
    text: msg`Art enables us to find ourselves and lose ourselves at the same time.`,
    author: "Thomas Merton",
    source: "No Man Is an Island",
    year: 1955,
  },
  {
    text: msg`Music is the universal language of mankind.`,
    author: "Henry Wadsworth Longfellow",
    source: "Outre-Mer",
    year: 1835,
  },
  {
    text: msg`One good thing about music, when it hits you, you feel no pain.`,
    author: "Bob Marley",
    source: "Trenchtown Rock",
    year: 1971,
  },
  {
    text: msg`Without music, life would be a mistake.`,
    author: "Friedrich Nietzsche",
    source: "Twilight of the Idols",
    year: 1889,
  },
  {
    text: msg`I found I could say things with color and shapes that I couldn't say any other way — things I had no words for.`,
    author: "Georgia O'Keeffe",
    source: "Georgia O'Keeffe",
    year: 1976,
  },
];
