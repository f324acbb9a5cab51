import { countryByCode } from '@orbit/shared/matching/places';

/** A country's English name from its ISO code ('NG' → 'Nigeria'); an unknown code is shown as it is. */
export const countryNameOf = (code: string): string => countryByCode.get(code.toUpperCase())?.name ?? code;
