import { FEELINGS_WITH_FACES } from '../components/feeling-chips/FeelingChips';

/** The sample family's children, as the web reads a family's child profiles. */
export const SAMPLE_CHILDREN = [
  { id: 'c1', name: 'Maya' },
  { id: 'c2', name: 'Leo' },
  { id: 'c3', name: 'Noor' },
];

/** A feeling's name as a chip or a link shows it ("calm" → "Calm"). */
export function feelingLabel(feeling: string): string {
  return feeling.charAt(0).toUpperCase() + feeling.slice(1);
}

/** Every feeling the kit draws a face for, as options: a story with them shows each face. */
export const SAMPLE_FEELINGS = FEELINGS_WITH_FACES.map((feeling) => ({ value: feeling, label: feelingLabel(feeling) }));

/** Options whose names run long, and a feeling the kit has no face for (it gets the plain smile). */
export const LONG_FEELINGS = [
  { value: 'sleepy', label: 'Sleepy and ready for a long, cosy night of dreams' },
  { value: 'calm', label: 'Calm' },
  { value: 'unknown', label: 'Something new' },
];
