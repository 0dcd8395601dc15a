import {
  attentionBand,
  averageScoreRate,
  type Completion,
  catchUp,
  completion,
  completionCounts,
  completionRate,
  type LearningAspect,
  masteryLevel,
  progressColourBand,
  ringBand,
  SUBJECT_WEIGHTS,
  scoreRate,
  scoreSpread,
  subjectWeights,
  weightedAspectScore,
  wholePercent,
} from './report-measures';

describe('scoreRate (§3)', () => {
  it('is score / full score as a percentage', () => {
    expect(scoreRate(0, 10)).toBe(0);
    expect(scoreRate(10, 10)).toBe(100);
    expect(scoreRate(7, 20)).toBe(35);
    expect(scoreRate(1, 3)).toBeCloseTo(33.333, 3);
  });
  it('is null when the full score is 0', () => {
    expect(scoreRate(0, 0)).toBeNull();
  });
  it('averages by total score over total full score', () => {
    expect(
      averageScoreRate([
        { score: 1, fullScore: 2 },
        { score: 9, fullScore: 18 },
        { score: 10, fullScore: 10 },
      ]),
    ).toBeCloseTo(66.667, 3);
    expect(averageScoreRate([])).toBeNull();
  });
});

describe('completionRate', () => {
  it('is handed in over due as a percentage, null when nothing is due', () => {
    expect(completionRate(3, 4)).toBe(75);
    expect(completionRate(0, 5)).toBe(0);
    expect(completionRate(2, 2)).toBe(100);
    expect(completionRate(0, 0)).toBeNull();
  });
});

describe('completion', () => {
  const end = new Date('2026-11-20T10:00:00Z');
  it('is on time up to the end time inclusive, late after it, missing without a submission', () => {
    expect(completion(new Date('2026-11-20T09:59:59Z'), end)).toBe('ON_TIME');
    expect(completion(new Date('2026-11-20T10:00:00Z'), end)).toBe('ON_TIME');
    expect(completion(new Date('2026-11-20T10:00:00.001Z'), end)).toBe('LATE');
    expect(completion(null, end)).toBe('MISSING');
  });
  it('counts every completion, zero when absent', () => {
    expect(completionCounts(['ON_TIME', 'LATE', 'ON_TIME'])).toEqual({ ON_TIME: 2, LATE: 1, MISSING: 0 });
    expect(completionCounts([])).toEqual({ ON_TIME: 0, LATE: 0, MISSING: 0 });
  });
});

describe('wholePercent (what every view, export and band reads)', () => {
  it('rounds to the nearest whole percentage, halves up', () => {
    expect(wholePercent(77.8)).toBe(78);
    expect(wholePercent(29.6)).toBe(30);
    expect(wholePercent(29.5)).toBe(30);
    expect(wholePercent(29.49)).toBe(29);
    expect(wholePercent(0)).toBe(0);
    expect(wholePercent(100)).toBe(100);
  });
  it('reads 57 / 100 as 57, whatever floating point makes of it', () => {
    expect(wholePercent(scoreRate(57, 100) ?? 0)).toBe(57);
    expect(wholePercent(0.57 * 100)).toBe(57);
  });
  it('bands a rate by the whole percentage shown, so colour and number agree', () => {
    expect(progressColourBand(89.5)).toBe('GREEN');
    expect(masteryLevel(74.5)).toBe('MASTERED');
    expect(attentionBand(59.5)).toBeNull();
    expect(ringBand(79.5)).toBe(4);
  });
});

describe('masteryLevel (§3 five levels on §9 bands)', () => {
  it.each([
    [100, 'FULL'],
    [90, 'FULL'],
    [89.49, 'MASTERED'],
    [75, 'MASTERED'],
    [74.49, 'PARTIAL'],
    [60, 'PARTIAL'],
    [59.49, 'MINIMAL'],
    [30, 'MINIMAL'],
    [29.49, 'NONE'],
    [0, 'NONE'],
  ])('%s %% is %s', (rate, level) => {
    expect(masteryLevel(rate)).toBe(level);
  });
  it('has no level without a rate', () => {
    expect(masteryLevel(null)).toBeNull();
    expect(masteryLevel(Number.NaN)).toBeNull();
  });
});

describe('attentionBand (§9)', () => {
  it.each([
    [0, 'UNDER_20'],
    [19.49, 'UNDER_20'],
    [20, 'FROM_20_TO_39'],
    [39.49, 'FROM_20_TO_39'],
    [40, 'FROM_40_TO_59'],
    [59.49, 'FROM_40_TO_59'],
    [60, null],
    [100, null],
    [null, null],
  ])('%s %% is %s', (rate, band) => {
    expect(attentionBand(rate)).toBe(band);
  });
});

describe('catchUp (§9: follow-up score rate below 60 %)', () => {
  it('is true below 60 only', () => {
    expect(catchUp(0)).toBe(true);
    expect(catchUp(59.49)).toBe(true);
    // Read as the whole percentage shown: 59.5 reads 60 %.
    expect(catchUp(59.5)).toBe(false);
    expect(catchUp(60)).toBe(false);
    expect(catchUp(100)).toBe(false);
    expect(catchUp(null)).toBe(false);
  });
});

describe('progressColourBand (§9)', () => {
  it.each([
    [0, 'BRIGHT_RED'],
    [29.49, 'BRIGHT_RED'],
    [30, 'RED'],
    [59.49, 'RED'],
    [60, 'DARK_YELLOW'],
    [74.49, 'DARK_YELLOW'],
    [75, 'BRIGHT_YELLOW'],
    [89.49, 'BRIGHT_YELLOW'],
    [90, 'GREEN'],
    [100, 'GREEN'],
    [null, null],
  ])('%s %% is %s', (rate, band) => {
    expect(progressColourBand(rate)).toBe(band);
  });
});

describe('ringBand (§9: 20-point bands)', () => {
  it.each([
    [0, 0],
    [19.49, 0],
    [20, 1],
    [39.49, 1],
    [40, 2],
    [59.49, 2],
    [60, 3],
    [79.49, 3],
    [80, 4],
    [100, 4],
    [null, null],
  ])('%s %% is band %s', (rate, band) => {
    expect(ringBand(rate)).toBe(band);
  });
});

describe('subject weights (§9)', () => {
  it('are the spec figures, each subject summing to 100', () => {
    expect(subjectWeights('CHINESE')).toEqual({
      LANGUAGE_KNOWLEDGE: 35,
      READING: 25,
      WRITING: 20,
      LISTENING: 10,
      SPEAKING: 10,
    });
    expect(subjectWeights('ENGLISH')).toEqual({
      GRAMMAR: 40,
      READING: 30,
      WRITING: 10,
      LISTENING: 10,
      SPEAKING: 10,
    });
    expect(subjectWeights('MATH')).toEqual({});
    for (const weights of Object.values(SUBJECT_WEIGHTS)) {
      expect(Object.values(weights ?? {}).reduce((a, b) => a + (b ?? 0), 0)).toBe(100);
    }
  });
  it('weight the aspect score, leaving out aspects without a rate', () => {
    expect(
      weightedAspectScore('ENGLISH', {
        GRAMMAR: 50,
        READING: 100,
        WRITING: 0,
        LISTENING: 100,
        SPEAKING: 100,
      }),
    ).toBe(70);
    // Only grammar 40 and reading 30 rated: (40·50 + 30·100) / 70.
    expect(weightedAspectScore('ENGLISH', { GRAMMAR: 50, READING: 100, WRITING: null })).toBeCloseTo(
      71.4286,
      3,
    );
    // An aspect the subject does not weigh is ignored.
    expect(weightedAspectScore('CHINESE', { GRAMMAR: 0, READING: 80 })).toBe(80);
    expect(weightedAspectScore('CHINESE', {})).toBeNull();
    expect(weightedAspectScore('MATH', { READING: 80 })).toBeNull();
  });
});

/** A fixed-seed generator (mulberry32), so a failure is reproduced by the same run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the measures agree with direct recomputation (random classes, fixed seed)', () => {
  it('over 500 random classes of answers', () => {
    const random = seeded(19);
    const int = (n: number) => Math.floor(random() * n);
    const end = new Date('2026-11-20T10:00:00Z');
    for (let run = 0; run < 500; run++) {
      const students = int(40);
      const results: { score: number; fullScore: number; submittedAt: Date | null }[] = [];
      for (let s = 0; s < students; s++) {
        const fullScore = int(5) === 0 ? 0 : 1 + int(100);
        const submitted = int(4) !== 0;
        results.push({
          fullScore,
          score: submitted ? int(fullScore + 1) : 0,
          submittedAt: submitted ? new Date(end.getTime() + (int(3) - 1) * int(86_400_000)) : null,
        });
      }
      // Score rate and average, recomputed by hand.
      const totalScore = results.reduce((a, r) => a + r.score, 0);
      const totalFull = results.reduce((a, r) => a + r.fullScore, 0);
      const average = averageScoreRate(results);
      if (totalFull === 0) expect(average).toBeNull();
      else expect(average).toBeCloseTo((100 * totalScore) / totalFull, 9);
      // Completion counts add up to the class and match the times.
      const completions: Completion[] = results.map((r) => completion(r.submittedAt, end));
      const counts = completionCounts(completions);
      expect(counts.ON_TIME + counts.LATE + counts.MISSING).toBe(students);
      expect(counts.MISSING).toBe(results.filter((r) => r.submittedAt === null).length);
      expect(counts.LATE).toBe(results.filter((r) => r.submittedAt !== null && r.submittedAt > end).length);
      // Every band of each rate agrees with its definition.
      for (const r of results) {
        const rate = scoreRate(r.score, r.fullScore);
        if (r.fullScore === 0) {
          expect(rate).toBeNull();
          continue;
        }
        const exact = (100 * r.score) / r.fullScore;
        expect(rate).toBeCloseTo(exact, 9);
        // Bands read the whole percentage shown (halves up).
        const p = Math.floor(exact + 0.5);
        const colour = ['BRIGHT_RED', 'RED', 'DARK_YELLOW', 'BRIGHT_YELLOW', 'GREEN'][
          [30, 60, 75, 90].filter((edge) => p >= edge).length
        ];
        expect(progressColourBand(rate)).toBe(colour);
        expect(masteryLevel(rate)).toBe(
          ['NONE', 'MINIMAL', 'PARTIAL', 'MASTERED', 'FULL'][[30, 60, 75, 90].filter((e) => p >= e).length],
        );
        expect(ringBand(rate)).toBe(Math.min(4, Math.floor(p / 20)));
        expect(attentionBand(rate)).toBe(
          p < 60 ? ['UNDER_20', 'FROM_20_TO_39', 'FROM_40_TO_59'][Math.floor(p / 20)] : null,
        );
        expect(catchUp(rate)).toBe(p < 60);
      }
      // Weighted aspect score: the weighted mean of rated aspects, between their least and greatest rate.
      const subject = int(2) === 0 ? 'CHINESE' : 'ENGLISH';
      const weights = subjectWeights(subject) as Record<LearningAspect, number>;
      const rates: Partial<Record<LearningAspect, number | null>> = {};
      for (const aspect of Object.keys(weights) as LearningAspect[]) {
        rates[aspect] = int(3) === 0 ? null : random() * 100;
      }
      const rated = (Object.keys(weights) as LearningAspect[]).filter((a) => rates[a] != null);
      const score = weightedAspectScore(subject, rates);
      if (rated.length === 0) expect(score).toBeNull();
      else {
        const w = rated.reduce((a, k) => a + weights[k], 0);
        expect(score).toBeCloseTo(rated.reduce((a, k) => a + weights[k] * (rates[k] as number), 0) / w, 9);
      }
    }
  });
});

describe('scoreSpread', () => {
  it('gives the five points of the rates, quartiles interpolated as QUARTILE does', () => {
    // QUARTILE({10, 20, 40, 80}, 1) = 17.5, median 30, QUARTILE(…, 3) = 50.
    expect(scoreSpread([80, null, 10, 40, 20])).toEqual({
      lowest: 10,
      lowerQuartile: 17.5,
      median: 30,
      upperQuartile: 50,
      highest: 80,
      count: 4,
    });
    expect(scoreSpread([55])).toEqual({
      lowest: 55,
      lowerQuartile: 55,
      median: 55,
      upperQuartile: 55,
      highest: 55,
      count: 1,
    });
  });

  it('is null with no rate, and leaves the order of the rates given as it was', () => {
    expect(scoreSpread([null, null])).toBeNull();
    expect(scoreSpread([])).toBeNull();
    const rates = [3, 1, 2];
    scoreSpread(rates);
    expect(rates).toEqual([3, 1, 2]);
  });
});
