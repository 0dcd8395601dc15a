import { readFile } from 'node:fs/promises';
import type { SubjectCode } from '@harbour/api-client/contract';
import { formatHongKongDateTime } from '@harbour/domain';
import { and, eq } from 'drizzle-orm';
import { create as openFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { Db } from '../../../db/client';
import { classes, schools, students } from '../../../db/schema';
import { forbidden, notFound } from '../../../errors';
import { canSeeClass, type Scope } from '../../../plugins/tenancy';
import { practiceStudentsOf } from '../../homework';
import { rightAnswerOf, type StoredQuestion, stemOf } from './answer-text';
import { testAnswersOf, testQuestionsOf } from './queries';
import { readableAnswer, testInScope } from './report';

// The printable PDF of one student's test (testStudentPdf): header, each question with the student's answer,
// the right answer, the marks and the teacher's comment, and the total. Chinese needs a CJK font: Debian's
// fonts-noto-cjk, embedded as a subset (pdfkit subsets every embedded font: only the glyphs used go in).

/** Debian's fonts-noto-cjk collection (installed by the project's setup and .ci/run). */
export const CJK_FONT_PATH = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
/** The face of the collection for Hong Kong's Traditional Chinese. */
export const CJK_FONT_FACE = 'NotoSansCJKhk-Regular';

/** What the PDF of one student's test shows. */
export interface StudentTestSheet {
  schoolName: string;
  className: string;
  studentName: string;
  classNumber: number;
  homeworkName: string;
  /** Due time, Hong Kong (YYYY/MM/DD hh:mm a). */
  date: string;
  submitted: boolean;
  score: number;
  fullScore: number;
  questions: {
    sortOrder: number;
    stem: string;
    answer: string;
    rightAnswer: string;
    score: number;
    maxScore: number;
    comment: string;
  }[];
  en: boolean;
}

/** What one student's test sheet shows, checked against the caller's scope (404 / 403 like the reports). */
export async function studentTestSheet(
  db: Db,
  scope: Scope,
  studentId: number,
  eHomeworkId: number,
  now: Date,
  en: boolean,
): Promise<StudentTestSheet> {
  const { homework, visible } = await testInScope(db, scope, eHomeworkId, undefined, 'ANY');
  const [student] = await db
    .select({
      classId: students.classId,
      className: classes.className,
      schoolName: schools.name,
      schoolNameEn: schools.nameEn,
    })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(and(eq(students.id, studentId), eq(students.schoolId, scope.schoolId)))
    .limit(1);
  if (!student) throw notFound();
  if (!canSeeClass(scope, student.classId, homework.subjectCode as SubjectCode)) throw forbidden();
  const reached = await practiceStudentsOf(db, homework, visible, now, student.classId);
  const row = reached.find((r) => r.studentId === studentId);
  // A student the test never reached has no test to print.
  if (!row) throw notFound();
  const submitted = row.submittedAt !== null;
  const [questionRows, answerRows] = await Promise.all([
    testQuestionsOf(db, homework.id),
    submitted ? testAnswersOf(db, homework.id, [studentId]) : Promise.resolve([]),
  ]);
  return {
    schoolName: en ? student.schoolNameEn : student.schoolName,
    className: student.className,
    studentName: en ? row.nameEn : row.name,
    classNumber: row.classNumber,
    homeworkName: homework.homeworkName,
    date: formatHongKongDateTime(homework.endTime),
    submitted,
    score: submitted ? row.score : 0,
    fullScore: questionRows.reduce((sum, q) => sum + q.maxScore, 0),
    en,
    questions: questionRows.map((q) => {
      const content = q.content as StoredQuestion;
      const own = answerRows.filter((a) => a.questionId === q.questionId);
      return {
        sortOrder: q.sortOrder,
        stem: stemOf(content, 400),
        answer: readableAnswer(content, own, en ? 'en' : 'hk'),
        rightAnswer: rightAnswerOf(content, en ? 'en' : 'hk'),
        score: own.reduce((sum, a) => sum + a.score, 0),
        maxScore: q.maxScore,
        comment: own
          .filter((a) => a.draft === false && (a.comment ?? '') !== '')
          .map((a) => a.comment)
          .join(' '),
      };
    }),
  };
}

const LABELS = {
  hk: {
    school: '學校',
    klass: '班別',
    student: '學生',
    test: '測驗',
    date: '日期',
    question: '題目',
    answer: '學生答案',
    right: '正確答案',
    marks: '得分',
    comment: '老師評語',
    total: '總分',
    none: '（未作答）',
    teacherMarked: '（由老師批改）',
    notSubmitted: '未提交',
  },
  en: {
    school: 'School',
    klass: 'Class',
    student: 'Student',
    test: 'Test',
    date: 'Date',
    question: 'Question',
    answer: 'Answer',
    right: 'Right answer',
    marks: 'Marks',
    comment: 'Teacher’s comment',
    total: 'Total',
    none: '(no answer)',
    teacherMarked: '(marked by the teacher)',
    notSubmitted: 'Not submitted',
  },
} as const;

let fontBytes: Promise<Buffer> | undefined;

/** The CJK font's bytes, read once; a clear error when fonts-noto-cjk is not installed. */
export function cjkFont(path = CJK_FONT_PATH): Promise<Buffer> {
  if (path !== CJK_FONT_PATH) return readFont(path);
  fontBytes ??= readFont(path).catch((error: unknown) => {
    fontBytes = undefined;
    throw error;
  });
  return fontBytes;
}

async function readFont(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch {
    throw new Error(
      `The CJK font of the test PDFs is missing (${path}): install Debian's fonts-noto-cjk (apt-get install fonts-noto-cjk)`,
    );
  }
}

/** What a character the font cannot draw prints as: a visible box instead of a blank. */
export const MISSING_GLYPH = '\u25A1';

/**
 * The text as the CJK font can print it: every character it has no glyph for (Arabic, Hebrew, emoji…) becomes
 * MISSING_GLYPH, so a reader sees that something stood there rather than a gap.
 */
export function printableText(text: string, canDraw: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    out += /\s/.test(char) || canDraw(codePoint) ? char : MISSING_GLYPH;
  }
  return out;
}

/** Longest file name of a test PDF, in characters before `.pdf` (a header of a few hundred bytes at most). */
export const PDF_FILE_NAME_MAX = 120;

/** Options of the rendering (tests: uncompressed streams). */
export interface RenderOptions {
  fontPath?: string;
  compress?: boolean;
}

/** The PDF of one student's test sheet (A4), the CJK font embedded as a subset. */
export async function renderStudentTestPdf(
  sheet: StudentTestSheet,
  options: RenderOptions = {},
): Promise<Buffer> {
  const font = await cjkFont(options.fontPath);
  const t = sheet.en ? LABELS.en : LABELS.hk;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: options.compress ?? true,
    info: { Title: `${sheet.homeworkName} — ${sheet.studentName}`, Author: sheet.schoolName },
    lang: sheet.en ? 'en' : 'zh-Hant-HK',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font, CJK_FONT_FACE);
  doc.font('cjk');
  const face = openFont(font, CJK_FONT_FACE);
  const p = (text: string) => printableText(text, (codePoint) => face.hasGlyphForCodePoint(codePoint));
  doc.fontSize(16).text(p(sheet.homeworkName));
  doc.moveDown(0.3).fontSize(10);
  doc.text(p(`${t.school}: ${sheet.schoolName}`));
  doc.text(p(`${t.klass}: ${sheet.className} (${sheet.classNumber})    ${t.student}: ${sheet.studentName}`));
  doc.text(p(`${t.test}: ${sheet.homeworkName}    ${t.date}: ${sheet.date}`));
  doc.moveDown(0.3);
  doc
    .fontSize(12)
    .text(`${t.total}: ${sheet.submitted ? `${sheet.score} / ${sheet.fullScore}` : t.notSubmitted}`);
  doc.moveDown(0.6);
  for (const q of sheet.questions) {
    doc.fontSize(11).text(`${t.question} ${q.sortOrder}  (${t.marks}: ${q.score} / ${q.maxScore})`);
    doc.fontSize(10);
    if (q.stem !== '') doc.fillColor('#333333').text(p(q.stem)).fillColor('black');
    doc.text(p(`${t.answer}: ${q.answer === '' ? t.none : q.answer}`));
    doc.text(p(`${t.right}: ${q.rightAnswer === '' ? t.teacherMarked : q.rightAnswer}`));
    if (q.comment !== '') doc.text(p(`${t.comment}: ${q.comment}`));
    doc.moveDown(0.6);
  }
  doc.moveDown(0.4).fontSize(12).text(`${t.total}: ${sheet.score} / ${sheet.fullScore}`);
  doc.end();
  return done;
}

/**
 * The file name of a student's test PDF (ASCII-safe for Content-Disposition; the UTF-8 name beside it), at most
 * PDF_FILE_NAME_MAX characters before `.pdf`: a long homework name is cut, the class and student kept.
 */
export function pdfFileName(sheet: StudentTestSheet): string {
  const who = Array.from(` - ${sheet.className} ${sheet.classNumber} ${sheet.studentName}`).slice(
    0,
    PDF_FILE_NAME_MAX / 2,
  );
  const what = Array.from(sheet.homeworkName).slice(0, PDF_FILE_NAME_MAX - who.length);
  return `${what.join('')}${who.join('')}.pdf`;
}
