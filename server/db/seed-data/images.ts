/** Illustrations under public/images/experiences (hand-written SVG, served by the app itself). */
const dir = "/images/experiences";

export const IMG = {
  easel: `${dir}/visual-arts-easel.svg`,
  gallery: `${dir}/visual-arts-gallery.svg`,
  instruments: `${dir}/music-instruments.svg`,
  choir: `${dir}/music-choir.svg`,
  stage: `${dir}/theatre-stage.svg`,
  masks: `${dir}/theatre-masks.svg`,
  book: `${dir}/literature-book.svg`,
  readingNook: `${dir}/literature-reading-nook.svg`,
  circle: `${dir}/participatory-circle.svg`,
  dance: `${dir}/participatory-dance.svg`,
  mural: `${dir}/participatory-mural.svg`,
  pottery: `${dir}/craft-pottery.svg`,
  yarn: `${dir}/craft-yarn.svg`,
  waves: `${dir}/wellbeing-waves.svg`,
  leaf: `${dir}/wellbeing-leaf.svg`,
  generations: `${dir}/family-generations.svg`,
  kite: `${dir}/family-kite.svg`,
} as const;
