import { expect, test } from '@playwright/test';
import { lookAt, signIn, watchErrors } from './helpers';

// A teacher opens the student app as one of the students a homework was given to.

test('a teacher views a published homework as a student: the student app opens in a new tab with the simulation banner', async ({
  page,
  context,
}, testInfo) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher', { locale: 'en' });
  await page.goto('/home/courseMag/batchPublic?tab=list');
  const trigger = page.getByRole('button', { name: /^View as student: / }).first();
  await expect(trigger).toBeVisible();
  await trigger.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/recorded as your action/)).toBeVisible();
  const first = dialog.getByRole('button', { name: /^View as: / }).first();
  await expect(first).toBeVisible();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^View as: /, '');
  expect(name).not.toBe('');
  await lookAt(page, testInfo, 'view-as-student-dialog');

  const [student] = await Promise.all([context.waitForEvent('page'), first.click()]);
  await expect(student).toHaveURL(/\/student\//);
  // The banner names the student and says this is a simulation; the token was read once and removed.
  const banner = student
    .getByRole('region', { name: /simulat|模擬/i })
    .or(student.getByText(/simulat|模擬/i));
  await expect(banner.first()).toBeVisible();
  await expect(student.getByText(name).first()).toBeVisible();
  expect(await student.evaluate(() => localStorage.getItem('ael_super_token'))).toBeNull();
  await lookAt(student, testInfo, 'view-as-student-tab');

  // The teacher's own tab still works as the teacher.
  await page.reload();
  await expect(page.getByRole('button', { name: /^View as student: / }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
