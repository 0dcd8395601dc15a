import { PROCESS_TYPES } from './homework-enums';
import { processTypeFamily } from './process-type-family';

it('counts 1 and 2a-2d as practice and 3a, 3b, 4 as tests (spec §3)', () => {
  for (const p of ['1', '2a', '2b', '2c', '2d'] as const) expect(processTypeFamily(p)).toBe('practice');
  for (const p of ['3a', '3b', '4'] as const) expect(processTypeFamily(p)).toBe('test');
});

it('gives work paper (13) and writing (14) their own icons', () => {
  expect(processTypeFamily('13')).toBe('workPaper');
  expect(processTypeFamily('14')).toBe('writing');
});

it('has an icon family for every processType of the contract', () => {
  const families = PROCESS_TYPES.map(processTypeFamily);
  expect(families).toHaveLength(23);
  expect(new Set(families).size).toBe(8);
});
