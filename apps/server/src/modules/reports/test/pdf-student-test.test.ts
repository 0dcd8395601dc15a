import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfText } from '../../../test/pdf-text';
import { BLANK_LINE, stemOf } from './answer-text';
import {
  MISSING_GLYPH,
  mediaPicture,
  PDF_FILE_NAME_MAX,
  pdfFileName,
  renderStudentTestPdf,
  runPieces,
  type StudentTestSheet,
  textRuns,
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
      pictures: [],
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

  it('prints Arabic, Hebrew and emoji in their fallback fonts, and a box only for what no font has', async () => {
    const comment = 'مرحبا بالعالم שלום עולם 😀 好 क';
    const pdf = await renderStudentTestPdf(sheet({ questions: [{ ...sheet().questions[0]!, comment }] }), {
      compress: false,
    });
    const raw = Buffer.from(pdf).toString('latin1');
    for (const face of [
      'NotoSansCJKhk-Regular',
      'NotoSansArabic-Regular',
      'NotoSansHebrew-Regular',
      'NotoEmoji-Regular',
    ])
      expect(raw).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${face}`));
    // No glyph drawn is the fonts' .notdef (glyph 0 of every embedded subset).
    const glyphIds = [...raw.matchAll(/\[([^\]]*)\] TJ/g)].flatMap(([, shown = '']) =>
      [...shown.matchAll(/<([0-9a-f]+)>/g)].flatMap(([, hex = '']) => hex.match(/.{4}/g) ?? []),
    );
    expect(glyphIds.length).toBeGreaterThan(0);
    expect(glyphIds).not.toContain('0000');
    const text = await pdfText(pdf);
    // pdf.js reads the line as drawn, left to right: a right-to-left phrase's last word first. Arabic's joined
    // forms (lam-alef is one glyph) read back as their letters, not always in the order typed.
    expect(text).toContain('עולם שלום');
    const arabic = text.match(/\p{Script=Arabic}[\p{Script=Arabic}\s]*\p{Script=Arabic}/u)?.[0] ?? '';
    expect(new Set(arabic.replace(/\s/g, ''))).toEqual(new Set('مرحبابالعالم'));
    expect(arabic.trim().split(/\s+/)).toHaveLength(2);
    expect(text).toContain('😀 好');
    // Devanagari is in none of the fonts: a box, never a blank.
    expect(text).toContain(`好 ${MISSING_GLYPH}`);
    expect(text.split(MISSING_GLYPH)).toHaveLength(2);
  });
});

/** How many paths and images the PDF's pages draw (pdf.js's operator list). */
async function drawings(bytes: Uint8Array): Promise<{ paths: number; images: number }> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let paths = 0;
  let images = 0;
  for (let n = 1; n <= document.numPages; n++) {
    const { fnArray } = await (await document.getPage(n)).getOperatorList();
    paths += fnArray.filter((op) => op === OPS.constructPath).length;
    images += fnArray.filter((op) => op === OPS.paintImageXObject).length;
  }
  await document.destroy();
  return { paths, images };
}

describe('what the test PDF prints of a question', () => {
  it('prints a gap of the question as a line to write on, never "[]"', async () => {
    const stem = stemOf({
      questionTitle: 'Fill in the blanks.',
      question: [
        { contentType: 'TEXT', content: '<p>I [$$] to school every day, and [$$] home at four.</p>' },
      ],
    });
    expect(stem).toBe(
      `Fill in the blanks. I ${BLANK_LINE} to school every day, and ${BLANK_LINE} home at four.`,
    );
    const text = await pdfText(
      await renderStudentTestPdf(sheet({ questions: [{ ...sheet().questions[0]!, stem }] })),
    );
    expect(text).toContain(`I ${BLANK_LINE} to school`);
    expect(text).not.toContain('[]');
  });

  it('draws the question’s pictures: the bank’s SVG as drawing, a PNG as an image', async () => {
    const without = await drawings(await renderStudentTestPdf(sheet()));
    const svg = await mediaPicture('/media/pictures/cat.svg');
    expect(svg?.kind).toBe('svg');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const question = { ...sheet().questions[0]!, pictures: ['/media/pictures/cat.svg', '/upload/dot.png'] };
    const pdf = await renderStudentTestPdf(sheet({ questions: [question] }), {
      picture: async (url) => (url.endsWith('.png') ? { kind: 'png', bytes: png } : mediaPicture(url)),
    });
    const withPictures = await drawings(pdf);
    expect(withPictures.paths).toBeGreaterThan(without.paths);
    expect(withPictures.images).toBe(without.images + 1);
  });

  it('reads only the bank’s pictures from the media folder', async () => {
    expect(await mediaPicture('/media/../package.json')).toBeNull();
    expect(await mediaPicture('/media/pictures/none.svg')).toBeNull();
    expect(await mediaPicture('https://example.com/cat.svg')).toBeNull();
  });
});

describe('the runs of a line of the test PDF', () => {
  const face = (name: string, draws: RegExp) => ({
    name,
    font: {
      hasGlyphForCodePoint: (codePoint: number) => draws.test(String.fromCodePoint(codePoint)),
      ascent: 880,
      unitsPerEm: 1000,
    },
  });
  const faces = [
    face('cjk', /[\p{Script=Han}\p{Script=Latin}\s:\u25a1]/u),
    face('arabic', /[\p{Script=Arabic}\s]/u),
    face('hebrew', /[\p{Script=Hebrew}\s]/u),
    face('emoji', /\p{Extended_Pictographic}|\ufe0f|\u200d/u),
  ];

  it('gives each stretch the first face that draws it, a phrase keeping its spaces', () => {
    expect(textRuns('好: مرحبا بالعالم שלום 👍\ufe0f क', faces)).toEqual([
      { face: 'cjk', text: '好: ', rtl: false },
      { face: 'arabic', text: 'مرحبا بالعالم', rtl: true },
      { face: 'cjk', text: ' ', rtl: false },
      { face: 'hebrew', text: 'שלום', rtl: true },
      { face: 'cjk', text: ' ', rtl: false },
      { face: 'emoji', text: '👍\ufe0f', rtl: false },
      { face: 'cjk', text: ` ${MISSING_GLYPH}`, rtl: false },
    ]);
  });

  it('hands a right-to-left run to pdfkit word by word, last word first', () => {
    expect(runPieces({ face: 'arabic', text: 'مرحبا بالعالم', rtl: true })).toEqual([
      'بالعالم',
      ' ',
      'مرحبا',
    ]);
    expect(runPieces({ face: 'cjk', text: 'Say hello', rtl: false })).toEqual(['Say hello']);
  });
});
