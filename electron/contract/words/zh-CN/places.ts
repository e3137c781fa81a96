import type { PLACES_EN } from '../en/places';
import type { ShapeOf } from '../table';

export const PLACES_ZH_CN: ShapeOf<typeof PLACES_EN> = {
  'places.allAirports': (p) => `${p.city}（所有机场）`,
};
