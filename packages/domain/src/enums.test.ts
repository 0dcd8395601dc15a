import { GRADE_CODE_MAX, GRADE_CODE_MIN, GRADE_NAMES, gradeName } from './enums';

describe('grade codes', () => {
  it('names codes 1–9 P1 to S3', () => {
    expect(gradeName(1)).toBe('P1');
    expect(gradeName(6)).toBe('P6');
    expect(gradeName(7)).toBe('S1');
    expect(gradeName(9)).toBe('S3');
    expect(GRADE_NAMES).toHaveLength(GRADE_CODE_MAX - GRADE_CODE_MIN + 1);
  });
  it('names a code outside 1–9 by its number', () => {
    expect(gradeName(10)).toBe('G10');
    expect(gradeName(0)).toBe('G0');
  });
});
