import { homeworkReportLink } from './homework-report-link';

describe('homeworkReportLink', () => {
  it('sends a test to the test report and other homework to the homework report, with the class', () => {
    expect(homeworkReportLink({ processType: '3b', eHomeworkId: 7, textbookType: 'HKAT' }, 2)).toEqual({
      to: '/home/reportCenter/testTotalReport',
      search: { eHomeworkId: 7, classId: 2 },
    });
    expect(homeworkReportLink({ processType: '2b', eHomeworkId: 7, textbookType: null }, 2).to).toBe(
      '/home/reportCenter/ePracticeReport',
    );
  });

  it('keeps the homework and tests of an A+ course in the A+ family', () => {
    expect(homeworkReportLink({ processType: '1', eHomeworkId: 7, textbookType: 'A_PLUS' }).to).toBe(
      '/home/reportCenter/newAplusReport/detail',
    );
    expect(homeworkReportLink({ processType: '3a', eHomeworkId: 7, textbookType: 'A_PLUS' }).to).toBe(
      '/home/reportCenter/aplusTestReport',
    );
  });

  it('leaves the class to the report when none is given', () => {
    expect(homeworkReportLink({ processType: '1', eHomeworkId: 9, textbookType: 'SE_ZONE' }).search).toEqual({
      eHomeworkId: 9,
    });
  });
});
