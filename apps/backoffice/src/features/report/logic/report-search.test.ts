import {
  durationMinutes,
  durationText,
  parseHomeworkReportSearch,
  parseQuestionReportSearch,
  processViewOf,
  rateValue,
} from './report-search';

describe('the homework report in the URL', () => {
  it('keeps the homework, class, chart view and tab, and drops what is malformed', () => {
    expect(
      parseHomeworkReportSearch({ eHomeworkId: '12', classId: 3, view: 'table', tab: 'students' }),
    ).toEqual({
      eHomeworkId: 12,
      classId: 3,
      view: 'table',
      tab: 'students',
    });
    expect(parseHomeworkReportSearch({ eHomeworkId: 'x', view: 'pie', tab: 'secret' })).toEqual({});
    expect(parseQuestionReportSearch({ eHomeworkId: 12, questionId: '40' })).toEqual({
      eHomeworkId: 12,
      questionId: 40,
    });
  });

  it("picks the processType's view: follow-up for 2a–2d, 7, writing for 14, practice otherwise", () => {
    expect(['1', '2a', '2b', '2c', '2d', '7', '14', '3a', '13'].map((p) => processViewOf(p as '1'))).toEqual([
      '1',
      '2',
      '2',
      '2',
      '2',
      '7',
      '14',
      '1',
      '1',
    ]);
  });

  it('writes times as minutes and seconds, minutes for exports, rates to one decimal', () => {
    expect(durationText(1805)).toBe('30:05');
    expect(durationText(59.6)).toBe('1:00');
    expect(durationText(null)).toBe('');
    expect(durationMinutes(1805)).toBe(30.1);
    expect(durationMinutes(null)).toBeNull();
    expect(rateValue(66.666)).toBe(66.7);
    expect(rateValue(null)).toBeNull();
  });
});
