import { chosenOf, studentsToPreselect, toggled } from './selection';

describe('follow-up selection', () => {
  const q1 = { questionId: 1, title: 'One', studentIds: [5, 6] };
  const q2 = { questionId: 2, title: 'Two', studentIds: [6, 7] };

  it('chooses and un-chooses a question of a class, keeping the others', () => {
    const one = toggled({ classId: 0, questions: [] }, 9, q1);
    const both = toggled(one, 9, q2);
    expect(chosenOf(both, 9).map((q) => q.questionId)).toEqual([1, 2]);
    expect(chosenOf(toggled(both, 9, q1), 9).map((q) => q.questionId)).toEqual([2]);
  });

  it('starts over for another class and shows nothing of one class in another', () => {
    const one = toggled({ classId: 0, questions: [] }, 9, q1);
    expect(chosenOf(one, 8)).toEqual([]);
    expect(toggled(one, 8, q2)).toEqual({ classId: 8, questions: [q2] });
  });

  it('preselects every student who got a chosen question wrong, once each', () => {
    expect(studentsToPreselect([q1, q2])).toEqual([5, 6, 7]);
    expect(studentsToPreselect([])).toEqual([]);
  });
});
