import { pdfText } from '../../../test/pdf-text';
import {
  MISSING_GLYPH,
  PDF_FILE_NAME_MAX,
  pdfFileName,
  renderStudentTestPdf,
  type StudentTestSheet,
} from './pdf-student-test';

const sheet = (over: Partial<StudentTestSheet> = {}): StudentTestSheet => ({
  schoolName: 'Harbour College',
  className: '3A',
  studentName: '陳大文',
  classNumber: 7,
  homeworkName: 'Unit test',
  date: '2026/11/27 09:00 am',
  submitted: true,
  score: 1,
  fullScore: 2,
  questions: [
    {
      sortOrder: 1,
      stem: 'Say hello',
      answer: 'hi',
      rightAnswer: 'hello',
      score: 1,
      maxScore: 2,
      comment: '',
    },
  ],
  en: true,
  ...over,
});

describe('the test PDF of a student', () => {
  it('names its file in at most PDF_FILE_NAME_MAX characters, keeping the class and the student', () => {
    const name = pdfFileName(sheet({ homeworkName: '默書'.repeat(10_000), studentName: 'A'.repeat(20_000) }));
    expect(Array.from(name.replace(/\.pdf$/, ''))).toHaveLength(PDF_FILE_NAME_MAX);
    expect(name).toMatch(/^默書默書.* - 3A 7 A+\.pdf$/);
    expect(pdfFileName(sheet())).toBe('Unit test - 3A 7 陳大文.pdf');
  });

  it('prints a box for each character its font cannot draw (Arabic, Hebrew, emoji), never a blank', async () => {
    const comment = 'مرحبا שלום 😀 好';
    const text = await pdfText(
      await renderStudentTestPdf(sheet({ questions: [{ ...sheet().questions[0]!, comment }] })),
    );
    const box = MISSING_GLYPH;
    expect(text).toContain(`${box.repeat(5)} ${box.repeat(4)} ${box} 好`);
    expect(text).not.toMatch(/[\u0590-\u06ff]|\u{1F600}/u);
  });
});
