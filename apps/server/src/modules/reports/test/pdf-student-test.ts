import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SubjectCode } from '@harbour/api-client/contract';
import { formatHongKongDateTime } from '@harbour/domain';
import { and, eq } from 'drizzle-orm';
import { type Font, create as openFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { assetsFolder } from '../../../assets';
import type { Db } from '../../../db/client';
import { classes, schools, students } from '../../../db/schema';
import { forbidden, notFound } from '../../../errors';
import { canSeeClass, type Scope } from '../../../plugins/tenancy';
import { practiceStudentsOf } from '../../homework';
import { picturesOf, rightAnswerOf, type StoredQuestion, stemOf } from './answer-text';
import { testAnswersOf, testQuestionsOf } from './queries';
import { readableAnswer, testInScope } from './report';

// The printable PDF of one student's test (testStudentPdf): header, each question with the student's answer,
// the right answer, the marks and the teacher's comment, and the total. Chinese needs a CJK font: Debian's
// fonts-noto-cjk, embedded as a subset (pdfkit subsets every embedded font: only the glyphs used go in).
// What it has no glyph for falls back, run by run, to Noto Sans Arabic, Noto Sans Hebrew and Noto Emoji
// (fontsource's npm packages, OFL-1.1, installed with the server); what no font has prints as a box.

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
    /** Addresses of the question's pictures, printed under its text. */
    pictures: string[];
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
    date: formatHongKongDateTime(homework.endTime, en ? 'en' : 'hk'),
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
        pictures: picturesOf(content),
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

/** What a character no font can draw prints as: a visible box instead of a blank. */
export const MISSING_GLYPH = '\u25A1';

/** One face of the fallback chain, as pdfkit knows it (registered under `name`). */
interface Face {
  name: string;
  font: Font;
}

/** A stretch of text drawn in one face; `rtl` when it holds right-to-left letters (Arabic, Hebrew). */
export interface TextRun {
  face: string;
  text: string;
  rtl: boolean;
}

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
/** Characters that belong to the one before them: marks, joiners, variation selectors, skin tones. */
const ATTACHED = /\p{M}|\u200c|\u200d|\ufe0e|\ufe0f|[\u{1f3fb}-\u{1f3ff}]/u;

/**
 * The text cut into runs, each in the first face of `faces` (the CJK font first) that draws its characters:
 * a mark or joiner stays in the face of the character before it when that face has it, a space stays inside
 * a run when the characters on both sides of it are in the same face (so that a phrase in Arabic is one run),
 * and a character no face draws becomes MISSING_GLYPH in the first face, so a reader sees that something
 * stood there rather than a gap.
 */
export function textRuns(text: string, faces: readonly Face[]): TextRun[] {
  const [base] = faces;
  if (!base) throw new Error('no face to print with');
  const chars = Array.from(text);
  const faceOf = (char: string) =>
    faces.find((face) => face.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
  const placed: { face: Face; char: string }[] = [];
  for (const char of chars) {
    const before = placed.at(-1);
    if (/\s/.test(char)) placed.push({ face: base, char });
    else if (before && ATTACHED.test(char) && before.face.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0))
      placed.push({ face: before.face, char });
    else {
      const face = faceOf(char);
      placed.push(face ? { face, char } : { face: base, char: MISSING_GLYPH });
    }
  }
  // A space between two characters of one face is drawn in that face, inside their run.
  placed.forEach((item, i) => {
    if (!/\s/.test(item.char)) return;
    const before = placed.slice(0, i).findLast((other) => !/\s/.test(other.char));
    const after = placed.slice(i + 1).find((other) => !/\s/.test(other.char));
    if (before && after && before.face === after.face && before.face.font.hasGlyphForCodePoint(32))
      item.face = before.face;
  });
  const runs: TextRun[] = [];
  for (const { face, char } of placed) {
    const last = runs.at(-1);
    if (last && last.face === face.name) last.text += char;
    else runs.push({ face: face.name, text: char, rtl: false });
  }
  for (const run of runs) run.rtl = RTL_LETTER.test(run.text);
  return runs;
}

/**
 * What pdfkit is given for one run, left to right. fontkit shapes each piece (Arabic letters joined in their
 * positional forms) and lays a right-to-left piece out right to left, but pdfkit lays each word out on its
 * own and puts the words left to right: the words of a right-to-left run are given in reverse order, so that
 * the phrase reads from the right. The line stays left to right (the sheet's languages are): runs follow one
 * another in the order they are written.
 */
export function runPieces(run: TextRun): string[] {
  if (!run.rtl) return [run.text];
  return (run.text.match(/\s+|\S+/g) ?? []).reverse();
}

const fallbackFiles = createRequire(import.meta.url);

/** Noto Sans Arabic, Noto Sans Hebrew and Noto Emoji (split by fontsource into slices), in that order. */
async function fallbackFontFiles(): Promise<string[]> {
  const emojiDir = join(dirname(fallbackFiles.resolve('@fontsource/noto-emoji/package.json')), 'files');
  const emoji = (await readdir(emojiDir))
    .filter((file) => /^noto-emoji-[a-z0-9]+-400-normal\.woff$/.test(file))
    .sort()
    .map((file) => join(emojiDir, file));
  return [
    fallbackFiles.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
    fallbackFiles.resolve('@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff'),
    ...emoji,
  ];
}

let fallbackBytes: Promise<Buffer[]> | undefined;

/** The fallback fonts' bytes, read once. */
function fallbackFonts(): Promise<Buffer[]> {
  fallbackBytes ??= fallbackFontFiles()
    .then((files) => Promise.all(files.map((file) => readFile(file))))
    .catch((error: unknown) => {
      fallbackBytes = undefined;
      throw error;
    });
  return fallbackBytes;
}

/** Longest file name of a test PDF, in characters before `.pdf` (a header of a few hundred bytes at most). */
export const PDF_FILE_NAME_MAX = 120;

/** Where the pictures of the question bank are served (/media/pictures/…), and their folder here. */
const MEDIA_PREFIX = '/media/';

/** A picture's bytes and kind. */
export interface Picture {
  kind: 'svg' | 'png' | 'jpeg';
  bytes: Buffer;
}

/** The kind of picture bytes are (by their first bytes), or null when they are none the PDF draws. */
export function pictureKindOf(bytes: Buffer): Picture['kind'] | null {
  if (bytes.length >= 4 && bytes[0] === 0x89 && bytes.toString('latin1', 1, 4) === 'PNG') return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = bytes.subarray(0, 1024).toString('utf8');
  return /<svg[\s>]/i.test(head) ? 'svg' : null;
}

/**
 * A question picture served under /media/ (the question bank's pictures), read from the server's media folder;
 * null for any other address or a file that is not there or not a picture.
 */
export async function mediaPicture(url: string): Promise<Picture | null> {
  const path = url.trim().split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith(MEDIA_PREFIX)) return null;
  const parts = path.slice(MEDIA_PREFIX.length).split('/');
  if (parts.some((part) => !/^[\w.-]+$/.test(part) || part === '.' || part === '..')) return null;
  try {
    const bytes = await readFile(join(assetsFolder('media'), ...parts));
    const kind = pictureKindOf(bytes);
    return kind ? { kind, bytes } : null;
  } catch {
    return null;
  }
}

/** Options of the rendering (tests: uncompressed streams). */
export interface RenderOptions {
  fontPath?: string;
  compress?: boolean;
  /** Reads a question picture by its address (default: the bank's pictures, mediaPicture). */
  picture?: (url: string) => Promise<Picture | null>;
}

/** The box a question picture is fitted into, in points (A4 is 595 × 842, margins 48). */
const PICTURE_BOX = { width: 240, height: 160 };

/** The PDF of one student's test sheet (A4), each font it uses embedded as a subset. */
export async function renderStudentTestPdf(
  sheet: StudentTestSheet,
  options: RenderOptions = {},
): Promise<Buffer> {
  const readPicture = options.picture ?? mediaPicture;
  const [font, fallbacks, pictures] = await Promise.all([
    cjkFont(options.fontPath),
    fallbackFonts(),
    Promise.all(sheet.questions.map((q) => Promise.all(q.pictures.map(readPicture)))),
  ]);
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
  const faces: Face[] = [{ name: 'cjk', font: openFont(font, CJK_FONT_FACE) }];
  fallbacks.forEach((bytes, i) => {
    doc.registerFont(`fallback-${i}`, bytes);
    faces.push({ name: `fallback-${i}`, font: openFont(bytes) });
  });
  doc.font('cjk');
  /**
   * One paragraph in `size` pt, each run in its face, all on the CJK font's baseline (pdfkit puts a run's top
   * where the line's is: a face with a taller ascent would sit lower); the CJK font after it.
   */
  const p = (text: string, size: number) => {
    const cjk = faces[0]?.font;
    const baseline = cjk ? -((cjk.ascent / cjk.unitsPerEm) * size) : undefined;
    const pieces = textRuns(text, faces).flatMap((run) => runPieces(run).map((piece) => [run.face, piece]));
    pieces.forEach(([face = 'cjk', piece = ''], i) => {
      doc.font(face, size).text(piece, { continued: i < pieces.length - 1, baseline });
    });
    doc.font('cjk');
  };
  p(sheet.homeworkName, 16);
  doc.moveDown(0.3).fontSize(10);
  p(`${t.school}: ${sheet.schoolName}`, 10);
  p(`${t.klass}: ${sheet.className} (${sheet.classNumber})    ${t.student}: ${sheet.studentName}`, 10);
  p(`${t.test}: ${sheet.homeworkName}    ${t.date}: ${sheet.date}`, 10);
  doc.moveDown(0.3);
  doc
    .fontSize(12)
    .text(`${t.total}: ${sheet.submitted ? `${sheet.score} / ${sheet.fullScore}` : t.notSubmitted}`);
  doc.moveDown(0.6);
  /** A picture fitted into PICTURE_BOX at the left margin, on a new page when it does not fit on this one. */
  const draw = (picture: Picture) => {
    const bottom = doc.page.height - doc.page.margins.bottom;
    if (doc.y + PICTURE_BOX.height > bottom) doc.addPage();
    const x = doc.page.margins.left;
    const y = doc.y + 4;
    if (picture.kind === 'svg') {
      SVGtoPDF(doc, picture.bytes.toString('utf8'), x, y, {
        ...PICTURE_BOX,
        preserveAspectRatio: 'xMinYMin meet',
      });
    } else {
      doc.image(picture.bytes, x, y, { fit: [PICTURE_BOX.width, PICTURE_BOX.height] });
    }
    doc.x = x;
    doc.y = y + PICTURE_BOX.height + 4;
  };
  sheet.questions.forEach((q, k) => {
    doc.fontSize(11).text(`${t.question} ${q.sortOrder}  (${t.marks}: ${q.score} / ${q.maxScore})`);
    doc.fontSize(10);
    if (q.stem !== '') {
      doc.fillColor('#333333');
      p(q.stem, 10);
      doc.fillColor('black');
    }
    for (const picture of pictures[k] ?? []) if (picture) draw(picture);
    p(`${t.answer}: ${q.answer === '' ? t.none : q.answer}`, 10);
    p(`${t.right}: ${q.rightAnswer === '' ? t.teacherMarked : q.rightAnswer}`, 10);
    if (q.comment !== '') p(`${t.comment}: ${q.comment}`, 10);
    doc.moveDown(0.6);
  });
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
