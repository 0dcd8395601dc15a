import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Faker } from '@faker-js/faker';
import type { SubjectCode } from '@harbour/api-client/contract';
import { assetsFolder } from '../../assets';
import { keyPrefixFor, type Storage } from '../../storage';

// The files of seeded essays (photos of handwritten pages) and speaking answers (recordings): real PNG and
// mp3 bytes, stored through the storage layer under the keys a student's own upload would get, with their upload
// records, so a teacher opening a seeded answer sees and hears something. Answers name the files by key, as the
// server stores a media answer (modules/files/media.ts: storedMediaAnswers; readers get signed URLs).

/** Distinct photographed pages per seed; each answer stores its own copy under its own key. */
const PAGE_VARIANTS = 6;
const PAGE_WIDTH = 360;
const PAGE_HEIGHT = 480;

/** A file a seeded answer names, to be written to storage with its upload record. */
export interface SeededFile {
  studentId: number;
  kind: 'image' | 'audio';
  key: string;
  bytes: Uint8Array;
  /** When the student uploaded it (the answer's time). */
  createdAt: string;
}

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG photo of a handwritten exercise-book page: ruled lines, a red margin and lines of scribbled "words"
 * in blue ink, drawn from the generator (palette PNG, a few kB).
 */
export function handwrittenPage(faker: Faker): Buffer {
  const palette = [
    [250, 248, 240], // paper
    [170, 200, 230], // rule
    [220, 90, 90], // margin
    [30, 50, 120], // ink
  ];
  const pixels = new Uint8Array(PAGE_WIDTH * PAGE_HEIGHT).fill(0);
  const set = (x: number, y: number, colour: number) => {
    if (x >= 0 && x < PAGE_WIDTH && y >= 0 && y < PAGE_HEIGHT) pixels[y * PAGE_WIDTH + x] = colour;
  };
  const lineGap = 28;
  for (let y = 60; y < PAGE_HEIGHT - 10; y += lineGap) for (let x = 0; x < PAGE_WIDTH; x++) set(x, y, 1);
  for (let y = 0; y < PAGE_HEIGHT; y++) set(40, y, 2);
  const lines = faker.number.int({ min: 8, max: 14 });
  for (let line = 0; line < lines; line++) {
    const baseline = 60 + (line + 1) * lineGap - 6;
    if (baseline >= PAGE_HEIGHT - 10) break;
    let x = 50 + (line === 0 ? 20 : 0);
    const end = line === lines - 1 ? faker.number.int({ min: 120, max: 300 }) : PAGE_WIDTH - 20;
    while (x < end) {
      const width = faker.number.int({ min: 10, max: 46 });
      const phase = faker.number.float({ min: 0, max: 6 });
      const height = faker.number.int({ min: 6, max: 14 });
      let previous: number | null = null;
      for (let dx = 0; dx < width && x + dx < end; dx++) {
        const y = Math.round(baseline - (height / 2) * (1 + Math.sin(phase + dx * 0.9)));
        // A continuous stroke: join this column to the last one.
        const from = Math.min(y, previous ?? y);
        const to = Math.max(y, previous ?? y);
        for (let yy = from; yy <= to + 1; yy++) set(x + dx, yy, 3);
        previous = y;
      }
      x += width + faker.number.int({ min: 5, max: 10 });
    }
  }
  const raw = Buffer.alloc((PAGE_WIDTH + 1) * PAGE_HEIGHT);
  for (let y = 0; y < PAGE_HEIGHT; y++) {
    raw[y * (PAGE_WIDTH + 1)] = 0;
    raw.set(pixels.subarray(y * PAGE_WIDTH, (y + 1) * PAGE_WIDTH), y * (PAGE_WIDTH + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(PAGE_WIDTH, 0);
  header.writeUInt32BE(PAGE_HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 3; // palette
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Bytes and names of the seeded media, built once per seed. */
export interface MediaSource {
  pages: Buffer[];
  /** A read-aloud recording per subject (Mathematics is read in Cantonese, as Chinese). */
  recording: (subject: SubjectCode) => Buffer;
}

export function mediaSource(faker: Faker): MediaSource {
  const pages = Array.from({ length: PAGE_VARIANTS }, () => handwrittenPage(faker));
  const audio = assetsFolder('media');
  const chinese = readFileSync(`${audio}/audio/chinese-read-aloud.mp3`);
  const english = readFileSync(`${audio}/audio/english-read-aloud.mp3`);
  return { pages, recording: (subject) => (subject === 'ENGLISH' ? english : chinese) };
}

/** The key a student's upload of this kind gets: schools/{school}/users/s{student}/{kind}/{yyyymmdd}/{hex}.{ext}. */
export function seededKey(
  faker: Faker,
  schoolId: number,
  studentId: number,
  kind: 'image' | 'audio',
  at: Date,
): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  const hex = faker.string.hexadecimal({ length: 24, casing: 'lower', prefix: '' });
  return `${keyPrefixFor(schoolId, `s${studentId}`, kind)}${day}/${hex}.${kind === 'image' ? 'png' : 'mp3'}`;
}

/** Writes the files, a few at a time. */
export async function writeSeededFiles(storage: Storage, files: readonly SeededFile[]): Promise<void> {
  const parallel = 32;
  for (let i = 0; i < files.length; i += parallel) {
    await Promise.all(
      files
        .slice(i, i + parallel)
        .map((file) => storage.put(file.key, file.bytes, file.kind === 'image' ? 'image/png' : 'audio/mpeg')),
    );
  }
}

const ENGLISH_SENTENCES = [
  'Last Sunday I went to the beach with my family.',
  'We built a big sandcastle and swam in the sea.',
  'My favourite food is dim sum because it is tasty.',
  'I help my mother wash the dishes after dinner.',
  'My best friend is Ken and we play football every Friday.',
  'The library in our school has many interesting books.',
  'I think we should save water and turn off the lights.',
  'In the future I want to be a doctor and help people.',
  'It was a sunny day and everyone was very happy.',
  'I felt nervous before the test but I did my best.',
];
const CHINESE_SENTENCES = [
  '上星期日，我和家人一起到郊野公園遠足。',
  '沿途風景優美，我們看見了很多不同的花草。',
  '我最喜歡的節日是中秋節，因為可以和家人賞月。',
  '媽媽每天都很辛苦，我要幫她做家務。',
  '我的好朋友是小明，他樂於助人，常常教我做功課。',
  '學校的圖書館有很多有趣的圖書。',
  '我們應該愛護環境，不亂拋垃圾。',
  '長大後，我想成為一名醫生，幫助有需要的人。',
  '那天陽光普照，大家都玩得很開心。',
  '考試前我有點緊張，但我盡了最大的努力。',
];
const MATH_SENTENCES = [
  '先計算括號內的數：12 + 8 = 20。',
  '再用 20 × 3 = 60，所以答案是 60。',
  '長方形的周界 = (長 + 闊) × 2 = (6 + 4) × 2 = 20 厘米。',
  '把 3/4 化成小數：3 ÷ 4 = 0.75。',
  '每人分得 48 ÷ 6 = 8 粒糖。',
  '答：小華一共用了 35 元。',
];

/** Typed text of an essay or long answer, within the question's word limit (words in English, characters otherwise). */
export function typedText(faker: Faker, subject: SubjectCode, wordsLimit: number | undefined): string {
  const pool =
    subject === 'ENGLISH' ? ENGLISH_SENTENCES : subject === 'MATH' ? MATH_SENTENCES : CHINESE_SENTENCES;
  const sentences = faker.helpers.arrayElements(pool, { min: 3, max: Math.min(6, pool.length) });
  let text = sentences.join(subject === 'ENGLISH' ? ' ' : '');
  if (wordsLimit && wordsLimit > 0) {
    if (subject === 'ENGLISH') text = text.split(' ').slice(0, wordsLimit).join(' ');
    else text = [...text].slice(0, wordsLimit).join('');
  }
  return text;
}
