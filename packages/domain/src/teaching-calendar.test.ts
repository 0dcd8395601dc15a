import { hongKongWallTime } from './hong-kong-time';
import {
  type CalendarUnit,
  firstOverlap,
  proposedUnitRanges,
  rangesOverlap,
  rangeWithin,
  schoolYearName,
  termOfDay,
  unitOfHomework,
} from './teaching-calendar';

const terms = [
  { id: 1, startDate: '2026-09-01', endDate: '2027-01-31' },
  { id: 2, startDate: '2027-02-01', endDate: '2027-07-15' },
];

function unit(id: number, startDate: string, endDate: string, paperIds: number[] = []): CalendarUnit {
  return { id, termId: startDate < '2027-02-01' ? 1 : 2, startDate, endDate, paperIds, otherHomework: false };
}
const other = (id: number, termId: number): CalendarUnit => ({
  id,
  termId,
  startDate: termId === 1 ? '2026-09-01' : '2027-02-01',
  endDate: termId === 1 ? '2027-01-31' : '2027-07-15',
  paperIds: [],
  otherHomework: true,
});

// Class 3B's English units: two in term 1 that meet on 2026-10-15/16, and term 1's "Other homework".
const units3B = [
  unit(10, '2026-09-01', '2026-10-15', [500]),
  unit(11, '2026-10-16', '2026-11-30', [501, 502]),
  other(19, 1),
];

/** A start at a Hong Kong wall time (the rule reads Hong Kong days, not UTC ones). */
const at = (day: string, hour = 8, minute = 0) => {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return hongKongWallTime(year, month, date, hour, minute).toISOString();
};

describe('unitOfHomework', () => {
  it("puts a homework in the unit of its term whose papers include its paper, whatever the unit's dates", () => {
    expect(unitOfHomework(terms, units3B, { paperId: 502, startTime: at('2026-09-03') })).toEqual({
      unitId: 11,
    });
    expect(unitOfHomework(terms, units3B, { paperId: 500, startTime: at('2026-11-20') })).toEqual({
      unitId: 10,
    });
  });

  it('leaves a paper planned in another term to that term: the homework goes by its start day', () => {
    const nextTerm = [...units3B, unit(20, '2027-02-01', '2027-03-31', [502])];
    const withoutPlan = units3B.map((u) => ({ ...u, paperIds: [] }));
    expect(
      unitOfHomework(terms, [...withoutPlan, nextTerm[3]!], { paperId: 502, startTime: at('2026-09-03') }),
    ).toEqual({
      unitId: 10,
    });
    expect(unitOfHomework(terms, nextTerm, { paperId: 502, startTime: at('2027-02-03') })).toEqual({
      unitId: 20,
    });
  });

  it("else in the unit whose days hold its start, from the unit's first to its last day", () => {
    const place = (startTime: string) => unitOfHomework(terms, units3B, { paperId: 999, startTime });
    expect(place(at('2026-09-01', 0, 0))).toEqual({ unitId: 10 });
    expect(place(at('2026-10-15', 23, 59))).toEqual({ unitId: 10 });
    expect(place(at('2026-10-16', 0, 0))).toEqual({ unitId: 11 });
    expect(place(at('2026-11-30', 23, 59))).toEqual({ unitId: 11 });
  });

  it('reads the start as a Hong Kong day: 23:30 UTC on the 15th is the 16th in Hong Kong', () => {
    const startTime = '2026-10-15T16:30:00.000Z';
    expect(unitOfHomework(terms, units3B, { paperId: null, startTime })).toEqual({ unitId: 11 });
    expect(unitOfHomework(terms, units3B, { paperId: null, startTime: '2026-10-15T15:59:00.000Z' })).toEqual({
      unitId: 10,
    });
  });

  it('gives a homework spanning two units to the unit it starts in', () => {
    expect(unitOfHomework(terms, units3B, { paperId: null, startTime: at('2026-10-14') })).toEqual({
      unitId: 10,
    });
  });

  it("else in the term's Other homework unit, from the term's first to its last day", () => {
    const place = (startTime: string) => unitOfHomework(terms, units3B, { paperId: null, startTime });
    expect(place(at('2026-12-01'))).toEqual({ unitId: 19 });
    expect(place(at('2027-01-31', 23, 59))).toEqual({ unitId: 19 });
  });

  it('asks for an Other homework unit when the term holding the start has none yet', () => {
    expect(unitOfHomework(terms, units3B, { paperId: null, startTime: at('2027-02-01', 0, 0) })).toEqual({
      otherHomeworkOfTerm: 2,
    });
  });

  it('places the homework of a class without units in its term, to be created', () => {
    expect(unitOfHomework(terms, [], { paperId: 500, startTime: at('2027-07-15', 23, 59) })).toEqual({
      otherHomeworkOfTerm: 2,
    });
  });

  it('places nothing outside every term', () => {
    expect(unitOfHomework(terms, units3B, { paperId: null, startTime: at('2026-08-31', 23, 59) })).toEqual({
      outsideTerms: true,
    });
    expect(unitOfHomework(terms, [], { paperId: null, startTime: at('2027-07-16', 0, 0) })).toEqual({
      outsideTerms: true,
    });
  });

  it('places a grade-wide homework in each target class by that class’s own units', () => {
    const units3A = [unit(20, '2026-09-01', '2026-09-30'), unit(21, '2026-10-01', '2026-10-31', [502])];
    const homework = { paperId: 502, startTime: at('2026-09-10') };
    expect([units3A, units3B].map((units) => unitOfHomework(terms, units, homework))).toEqual([
      { unitId: 21 },
      { unitId: 11 },
    ]);
  });

  it('never dates a homework into the Other homework unit while a dated unit holds its start', () => {
    const otherFirst = [other(19, 1), ...units3B.slice(0, 2)];
    expect(unitOfHomework(terms, otherFirst, { paperId: null, startTime: at('2026-10-01') })).toEqual({
      unitId: 10,
    });
  });
});

describe('termOfDay', () => {
  it('finds the term from its first to its last day, and none between terms', () => {
    expect(termOfDay(terms, '2026-09-01')?.id).toBe(1);
    expect(termOfDay(terms, '2027-01-31')?.id).toBe(1);
    expect(termOfDay(terms, '2027-02-01')?.id).toBe(2);
    expect(termOfDay(terms, '2026-08-31')).toBeUndefined();
  });
});

describe('rangesOverlap, rangeWithin and firstOverlap (set-up rules)', () => {
  const a = { startDate: '2026-09-01', endDate: '2026-09-30' };
  it('counts a shared first or last day as an overlap, the next day as none', () => {
    expect(rangesOverlap(a, { startDate: '2026-09-30', endDate: '2026-10-10' })).toBe(true);
    expect(rangesOverlap(a, { startDate: '2026-08-20', endDate: '2026-09-01' })).toBe(true);
    expect(rangesOverlap(a, { startDate: '2026-10-01', endDate: '2026-10-10' })).toBe(false);
    expect(rangesOverlap(a, { startDate: '2026-08-01', endDate: '2026-08-31' })).toBe(false);
  });
  it('holds a range inside another up to both ends and not a day beyond', () => {
    expect(rangeWithin(a, a)).toBe(true);
    expect(rangeWithin({ startDate: '2026-08-31', endDate: '2026-09-10' }, a)).toBe(false);
    expect(rangeWithin({ startDate: '2026-09-10', endDate: '2026-10-01' }, a)).toBe(false);
  });
  it('finds the first other overlapping range and skips the one being changed', () => {
    const list = [
      { id: 1, ...a },
      { id: 2, startDate: '2026-10-01', endDate: '2026-10-31' },
    ];
    expect(firstOverlap(list, { startDate: '2026-09-15', endDate: '2026-10-02' })?.id).toBe(1);
    expect(firstOverlap(list, { id: 1, startDate: '2026-09-15', endDate: '2026-10-02' })?.id).toBe(2);
    expect(firstOverlap(list, { id: 1, startDate: '2026-09-15', endDate: '2026-09-30' })).toBeUndefined();
  });
});

describe('proposedUnitRanges (units proposed from textbook chapters)', () => {
  const term = { startDate: '2026-09-01', endDate: '2026-10-12' }; // 42 days: 6 weeks
  it('spreads units evenly over the weeks, covering the term without gaps', () => {
    expect(proposedUnitRanges(term, 3)).toEqual([
      { startDate: '2026-09-01', endDate: '2026-09-14' },
      { startDate: '2026-09-15', endDate: '2026-09-28' },
      { startDate: '2026-09-29', endDate: '2026-10-12' },
    ]);
  });
  it('gives uneven weeks to the later units and ends the last on the last day', () => {
    const ranges = proposedUnitRanges({ startDate: '2026-09-01', endDate: '2026-09-24' }, 3); // 4 weeks, short
    expect(ranges).toEqual([
      { startDate: '2026-09-01', endDate: '2026-09-07' },
      { startDate: '2026-09-08', endDate: '2026-09-14' },
      { startDate: '2026-09-15', endDate: '2026-09-24' },
    ]);
  });
  it('cuts by days when there are more units than weeks, at most one unit a day', () => {
    const short = { startDate: '2026-09-01', endDate: '2026-09-03' };
    expect(proposedUnitRanges(short, 5)).toEqual([
      { startDate: '2026-09-01', endDate: '2026-09-01' },
      { startDate: '2026-09-02', endDate: '2026-09-02' },
      { startDate: '2026-09-03', endDate: '2026-09-03' },
    ]);
    expect(
      proposedUnitRanges({ startDate: '2026-09-01', endDate: '2026-09-10' }, 3).map((r) => r.startDate),
    ).toEqual(['2026-09-01', '2026-09-04', '2026-09-07']);
  });
  it('proposes nothing without chapters', () => {
    expect(proposedUnitRanges(term, 0)).toEqual([]);
  });
});

describe('schoolYearName', () => {
  it('writes the year and the next one’s last two digits, across a century', () => {
    expect(schoolYearName(2026)).toBe('2026/27');
    expect(schoolYearName(2099)).toBe('2099/00');
    expect(schoolYearName(2008)).toBe('2008/09');
  });
});
