import type { ProcessType } from './homework-enums';
import { processKindOf } from './process-kinds';

/**
 * Icon families of the processTypes (spec §3: "each has an icon"). Practice and test follow the
 * contract's processKindOf (1, 2a–2d practice; 3a, 3b, 4 tests); the other families follow the product's
 * homework kinds: ePractice, HKAT, SE Zone, eExercise and flipped classroom, work paper (13), writing (14).
 */
export type ProcessTypeFamily =
  | 'practice'
  | 'test'
  | 'ePractice'
  | 'hkat'
  | 'seZone'
  | 'eExercise'
  | 'workPaper'
  | 'writing';

const FAMILY_OF_OTHERS: Partial<Record<ProcessType, ProcessTypeFamily>> = {
  '6': 'ePractice',
  '7': 'ePractice',
  '8': 'hkat',
  '8a': 'hkat',
  '8b': 'hkat',
  '8c': 'hkat',
  '8e': 'hkat',
  '10': 'seZone',
  '11a': 'seZone',
  '11b': 'seZone',
  '11c': 'seZone',
  '11d': 'seZone',
  '12': 'eExercise',
  '13': 'workPaper',
  '14': 'writing',
};

/** The icon family of a processType. */
export function processTypeFamily(processType: ProcessType): ProcessTypeFamily {
  const kind = processKindOf(processType);
  if (kind === 'PRACTICE') return 'practice';
  if (kind === 'TEST') return 'test';
  return FAMILY_OF_OTHERS[processType] ?? 'practice';
}
