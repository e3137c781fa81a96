/** The place directory's own words (electron/main/desk/places/place-directory.ts); place and country names are data (resources/data/). */
export const PLACES_EN = {
  /** A city code that stands for all of its airports (BJS, LON). */
  'places.allAirports': (p: { city: string }) => `${p.city} (all airports)`,
};
