import type { Units } from '../i18n/countries';

const CM_PER_INCH = 2.54;

/** Dimensions are stored in centimetres; US visitors read and type inches (spec §9). */
export function fromCentimetres(cm: number, units: Units): number {
  return units === 'in' ? cm / CM_PER_INCH : cm;
}

export function toCentimetres(value: number, units: Units): number {
  return units === 'in' ? value * CM_PER_INCH : value;
}
