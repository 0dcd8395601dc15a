import type { Db } from './client';
import { schools } from './schema';

export const DEMO_PASSWORD = 'demo1234';

/** One demo account per role; demo-teacher also holds HEAD_TEACHER so role switching can be tried. */
export const DEMO_ACCOUNTS = [
  { account: 'demo-headmaster', roles: ['HEADMASTER'] },
  { account: 'demo-director', roles: ['CURRICULUM_DIRECTOR'] },
  { account: 'demo-panel', roles: ['PANEL'] },
  { account: 'demo-classteacher', roles: ['HEAD_TEACHER'] },
  { account: 'demo-teacher', roles: ['TEACHER', 'HEAD_TEACHER'] },
] as const;

/** Seeds the demo school when the database holds no school yet. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.select({ id: schools.id }).from(schools).limit(1);
  if (existing.length > 0) return false;
  await db.insert(schools).values({
    name: '海港小學',
    nameEn: 'Harbour Primary School',
    address: '香港九龍海港道1號',
    phone: '2345 6789',
  });
  return true;
}
