import { essayAnswer } from './answer-fixture';
import {
  answerMode,
  criteriaTotal,
  draftProblems,
  draftToBody,
  firstAnswerToMark,
  initialDraft,
  isDraftDirty,
  isEditable,
  nextAnswerToMark,
} from './marking-draft';

const answer = essayAnswer;

const saved = {
  version: 3,
  score: 7,
  comment: 'Good',
  criteria: [],
  pictures: [{ imgUrl: 'a.jpg', rotation: 90 as const, marks: [{ kind: 'TICK' as const, x: 0.5, y: 0.5 }] }],
  draft: false,
  markerId: 1,
  markerName: 'Ms Chan',
  markedAt: '2026-11-25T00:00:00.000Z',
};

describe('answer modes', () => {
  it('tells what a teacher may do with an answer', () => {
    expect(answerMode(answer())).toBe('TO_MARK');
    expect(answerMode(answer({ marking: saved }))).toBe('SAVED');
    expect(answerMode(answer({ marking: { ...saved, draft: true } }))).toBe('DRAFT');
    expect(answerMode(answer({ teacherMarked: false }))).toBe('AUTO');
    expect(answerMode(answer({ answerId: null }))).toBe('UNANSWERED');
  });

  it('keeps saved marking read-only until an override is started', () => {
    const a = answer({ marking: saved });
    expect(isEditable(a, initialDraft(a))).toBe(false);
    expect(isEditable(a, { ...initialDraft(a), overrideReason: '' })).toBe(true);
    expect(isEditable(answer(), undefined)).toBe(true);
  });
});

describe('the draft of an answer', () => {
  it('starts from the saved marking, with every photo (unmarked ones at rotation 0)', () => {
    const draft = initialDraft(answer({ marking: saved }));
    expect(draft.score).toBe('7');
    expect(draft.comment).toBe('Good');
    expect(draft.pictures).toEqual([saved.pictures[0], { imgUrl: 'b.jpg', rotation: 0, marks: [] }]);
  });

  it('is dirty once something is typed or drawn, clean again when undone', () => {
    const a = answer();
    const start = initialDraft(a);
    expect(isDraftDirty(a, start)).toBe(false);
    expect(isDraftDirty(a, { ...start, score: '5' })).toBe(true);
    expect(isDraftDirty(a, { ...start, comment: 'x' })).toBe(true);
    expect(
      isDraftDirty(a, {
        ...start,
        pictures: [
          { imgUrl: 'a.jpg', rotation: 0, marks: [{ kind: 'CROSS', x: 0, y: 0 }] },
          start.pictures[1]!,
        ],
      }),
    ).toBe(true);
    expect(isDraftDirty(a, { ...start, score: '' })).toBe(false);
    expect(isDraftDirty(a, undefined)).toBe(false);
  });
});

describe('checking a draft with the server rules', () => {
  const check = (score: string, comment = 'ok') =>
    draftProblems(answer(), { ...initialDraft(answer()), score, comment }, []);

  it('takes a whole score from 0 to the maximum', () => {
    expect(check('0')).toEqual([]);
    expect(check('10')).toEqual([]);
    expect(check('11')).toEqual([{ field: 'score', reason: 'ABOVE_MAXIMUM', limit: 10 }]);
    expect(check('-1')).toEqual([{ field: 'score', reason: 'NEGATIVE', limit: 0 }]);
    expect(check('2.5')).toEqual([{ field: 'score', reason: 'NOT_WHOLE', limit: 10 }]);
    expect(check('')).toEqual([{ field: 'score', reason: 'REQUIRED', limit: 10 }]);
  });

  it('asks for a comment where one is required, and a reason for an override instead', () => {
    expect(check('5', ' ')).toEqual([{ field: 'comment', reason: 'REQUIRED' }]);
    for (const invisible of ['\u200B', '\u200C\u200D', '\u2060', '\uFEFF', '\u00A0'])
      expect(check('5', invisible)).toEqual([{ field: 'comment', reason: 'REQUIRED' }]);
    const a = answer({ marking: saved });
    expect(draftProblems(a, { ...initialDraft(a), comment: '', overrideReason: ' ' }, [])).toEqual([
      { field: 'overrideReason', reason: 'REQUIRED' },
    ]);
  });

  it('checks each writing criterion within its total, and their sum within the maximum', () => {
    const rules = [
      { ruleName: 'Content', share: 60, total: 6 },
      { ruleName: 'Language', share: 40, total: 4 },
    ];
    const base = { ...initialDraft(answer()), comment: 'ok' };
    expect(draftProblems(answer(), { ...base, criteria: { Content: '6', Language: '4' } }, rules)).toEqual(
      [],
    );
    expect(draftProblems(answer(), { ...base, criteria: { Content: '7', Language: '' } }, rules)).toEqual([
      { field: 'criterion', ruleName: 'Content', reason: 'ABOVE_MAXIMUM', limit: 6 },
      { field: 'criterion', ruleName: 'Language', reason: 'REQUIRED', limit: 4 },
    ]);
    expect(criteriaTotal({ Content: '3', Language: '2' }, rules)).toBe(5);
    expect(criteriaTotal({ Content: '3' }, rules)).toBeNull();
  });
});

describe('the body sent', () => {
  it('names the version seen (0 when never marked) and sums writing criteria', () => {
    const rules = [
      { ruleName: 'Content', share: 60, total: 6 },
      { ruleName: 'Language', share: 40, total: 4 },
    ];
    const body = draftToBody(
      answer(),
      { ...initialDraft(answer()), comment: ' Fine ', criteria: { Content: '5', Language: '3' } },
      rules,
      {
        temporary: true,
      },
    );
    expect(body).toMatchObject({ score: 8, comment: 'Fine', draft: true, baseVersion: 0 });
    expect(body.criteria).toEqual([
      { ruleName: 'Content', score: 5 },
      { ruleName: 'Language', score: 3 },
    ]);
    const a = answer({ marking: saved });
    expect(draftToBody(a, { ...initialDraft(a), score: '9', overrideReason: ' recount ' }, [])).toMatchObject(
      {
        score: 9,
        baseVersion: 3,
        overrideReason: 'recount',
        draft: false,
      },
    );
  });
});

describe('moving through the answers', () => {
  it('starts at the first answer waiting and moves to the next one waiting', () => {
    const answers = [
      answer({ teacherMarked: false }),
      answer({ marking: saved }),
      answer(),
      answer({ answerId: null }),
      answer(),
    ];
    expect(firstAnswerToMark(answers)).toBe(2);
    expect(nextAnswerToMark(answers, 2)).toBe(4);
    expect(nextAnswerToMark(answers, 4)).toBeNull();
    expect(firstAnswerToMark([answer({ teacherMarked: false })])).toBe(0);
  });
});
