import { expect, test } from '@playwright/test';
import {
  apiCall,
  apiLogin,
  DEMO_STUDENT,
  DEMO_TEACHER,
  LOCALE_KEY,
  lookAt,
  STUDENT_TOKEN_KEY,
  watchErrors,
} from './helpers';

interface Session {
  student: { studentId: number; name: string; nameEn: string };
}

test('a teacher views the student app as a student: the one-time super token, a banner in hk and en', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  const studentToken = await apiLogin(page, 'student', DEMO_STUDENT);
  const { student } = await apiCall<Session>(page, 'GET', '/ael/student/common/me', studentToken);
  const teacherToken = await apiLogin(page, 'teacher', DEMO_TEACHER);
  const simulated = await apiCall<{ accessToken: string }>(
    page,
    'POST',
    '/ael/school/common/login/simulate',
    teacherToken,
    { studentId: student.studentId },
  );

  // What the back-office's "view as student" does: the token under ael_super_token, then /student/ opens.
  await page.goto('/student/robots.txt');
  await page.evaluate(
    ({ token, own }) => {
      localStorage.setItem('ael_super_token', token);
      // A student-app session already in this browser stays as it is.
      localStorage.setItem(own.key, own.value);
    },
    { token: simulated.accessToken, own: { key: STUDENT_TOKEN_KEY, value: studentToken } },
  );
  await page.goto('/student/');
  await expect(page).toHaveURL(/\/student\/home$/);
  const banner = page.getByRole('complementary', { name: '模擬登入' });
  await expect(banner).toContainText(`你正以 ${student.name} 的身分瀏覽`);
  // Read once and removed; kept in this tab's session storage only.
  const storage = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  expect(storage.local.ael_super_token).toBeUndefined();
  expect(storage.local[STUDENT_TOKEN_KEY]).toBe(studentToken);
  expect(Object.values(storage.session)).toContain(simulated.accessToken);
  await lookAt(page, testInfo, 'simulation-home-hk');

  await page.evaluate((key) => localStorage.setItem(key, 'en'), LOCALE_KEY);
  await page.reload();
  const bannerEn = page.getByRole('complementary', { name: 'Simulation' });
  await expect(bannerEn).toContainText(`you are viewing as ${student.nameEn || student.name}`);
  await lookAt(page, testInfo, 'simulation-home-en');

  // Ending the simulation leaves the student session of this browser as it was: no banner any more.
  await page.getByRole('button', { name: 'End simulation' }).click();
  await expect(page).toHaveURL(/\/student\/home$/);
  await expect(page.getByRole('complementary', { name: 'Simulation' })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), STUDENT_TOKEN_KEY)).toBe(studentToken);
  expect(errors).toEqual([]);
});
