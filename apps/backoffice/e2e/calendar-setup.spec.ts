import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { choose, fillWallTime, lookAt, signIn, watchErrors } from './helpers';

/**
 * A curriculum director sets up next school year's first term: the term by hand, 3B's Mathematics units by
 * importing a scheme of work (a bad file first: the preview names each bad row, nothing is stored) and by
 * hand, 3B's English units from an XLSX file, a unit changed and one deleted, and 1A's Chinese units
 * proposed from the textbook and accepted. In hk at 1280 and en at 1440; axe finds nothing.
 */

const SHOTS = '/tmp/shots-calendar-setup';

/** The school year a Hong Kong day falls in (it begins on 1 September), and the next one. */
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const [thisYear = 0, thisMonth = 0] = today.split('-').map(Number);
const next = (thisMonth >= 9 ? thisYear : thisYear - 1) + 1;
const nextName = `${next}/${String((next + 1) % 100).padStart(2, '0')}`;
const day = (month: number, date: number) =>
  `${month >= 9 ? next : next + 1}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

async function shoot(page: Page, testInfo: TestInfo, name: string, widths: readonly number[]) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await lookAt(page, testInfo, name);
}

function csv(lines: string[][]): Buffer {
  return Buffer.from(`\uFEFF${lines.map((line) => line.join(',')).join('\n')}\n`, 'utf8');
}

const HEADER = ['class', 'subject', 'name', 'nameEn', 'startDate', 'endDate', 'objectives'];

test.describe
  .serial('a director sets up next term', () => {
    test('adds the term, imports 3B Mathematics (a bad file refused row by row) and adds a unit by keyboard, in hk', async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const errors = watchErrors(page);
      await signIn(page, 'demo-director', { locale: 'hk' });
      await page.getByRole('link', { name: '教學進度設定' }).click();
      await expect(page.getByRole('heading', { name: '教學進度設定', level: 1 })).toBeVisible();

      // The term, by hand.
      await page.getByRole('button', { name: '新增學期' }).click();
      const termDialog = page.getByRole('dialog', { name: '新增學期' });
      await termDialog.getByLabel(/^學年/).fill(String(next));
      await termDialog.getByLabel(/^學期（1 至 3）/).fill('1');
      await fillWallTime(termDialog, '開始日期', day(9, 1));
      await fillWallTime(termDialog, '結束日期', day(1, 31));
      await termDialog.getByRole('button', { name: '儲存' }).click();
      await expect(termDialog).toBeHidden();
      const terms = page.getByRole('table', { name: '學校的學期' });
      await expect(terms.getByRole('rowheader', { name: `${nextName} 第1學期` })).toBeVisible();

      // 3B Mathematics in the new term: no unit yet.
      await choose(page, / 班別$/, '3B');
      await choose(page, / 科目$/, '數學');
      await choose(page, / 學期$/, `${nextName} 第1學期`);
      await expect(page.getByText('此學期尚未有單元')).toBeVisible();

      // A bad scheme of work: each bad row named, import refused.
      await page.getByRole('button', { name: '匯入教學進度表' }).click();
      const importDialog = page.getByRole('dialog', { name: '匯入教學進度表' });
      await importDialog.getByLabel('教學進度表（CSV 或 XLSX）').setInputFiles({
        name: 'scheme.csv',
        mimeType: 'text/csv',
        buffer: csv([
          HEADER,
          ['3B', '數學', '分數', 'Fractions', day(9, 1), day(9, 30), 'OTHER: fractions'],
          ['3B', '數學', '小數', 'Decimals', day(9, 15), day(10, 31), ''],
          ['9Z', '數學', '幾何', 'Geometry', day(11, 1), day(11, 30), ''],
        ]),
      });
      await expect(importDialog.getByText('3 行中有 2 行有問題')).toBeVisible();
      const preview = importDialog.getByRole('table', { name: '檔案內容' });
      await expect(preview.locator('tbody tr').nth(1)).toContainText('startDate: 與同班同科的第1行重疊');
      await expect(preview.locator('tbody tr').nth(2)).toContainText('className: 學校沒有此班級');
      await expect(importDialog.getByRole('button', { name: '匯入 3 個單元' })).toBeDisabled();
      await shoot(page, testInfo, 'import-bad-hk', [1280]);

      // The corrected file: every row good, imported in one go.
      await importDialog.getByLabel('教學進度表（CSV 或 XLSX）').setInputFiles({
        name: 'scheme.csv',
        mimeType: 'text/csv',
        buffer: csv([
          HEADER,
          ['3B', '數學', '分數', 'Fractions', day(9, 1), day(9, 30), 'OTHER: fractions'],
          ['3B', '數學', '小數', 'Decimals', day(10, 1), day(10, 31), 'OTHER: decimals'],
        ]),
      });
      await expect(importDialog.getByText('全部 2 行正確')).toBeVisible();
      await importDialog.getByRole('button', { name: '匯入 2 個單元' }).click();
      await expect(importDialog).toBeHidden();
      await expect(page.getByText('已匯入 2 個單元。')).toBeVisible();
      const units = page.getByRole('table', { name: '3B 的單元' });
      await expect(units.locator('tbody tr')).toHaveCount(2);

      // A third unit by keyboard only.
      await page.getByRole('button', { name: '新增單元' }).focus();
      await page.keyboard.press('Enter');
      const unitDialog = page.getByRole('dialog', { name: '新增單元' });
      await expect(unitDialog.getByLabel('名稱（中文）')).toBeFocused();
      await page.keyboard.type('幾何');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Geometry');
      await fillWallTime(unitDialog, '開始日期', day(11, 1));
      await fillWallTime(unitDialog, '結束日期', day(11, 30));
      await unitDialog.getByLabel('學習目標').focus();
      await page.keyboard.type('OTHER: shapes');
      // An overlap is refused with the server's message, in the dialog.
      await fillWallTime(unitDialog, '開始日期', day(10, 20));
      await unitDialog.getByRole('button', { name: '儲存' }).focus();
      await page.keyboard.press('Enter');
      await expect(unitDialog.getByRole('alert')).toContainText('單元日期與同班同科的「小數」');
      await fillWallTime(unitDialog, '開始日期', day(11, 1));
      await unitDialog.getByRole('button', { name: '儲存' }).focus();
      await page.keyboard.press('Enter');
      await expect(unitDialog).toBeHidden();
      await expect(units.locator('tbody tr')).toHaveCount(3);
      await expect(units.getByRole('rowheader', { name: '幾何' })).toBeVisible();
      await shoot(page, testInfo, 'units-hk', [1280, 1920]);
      expect(errors).toEqual([]);
    });

    test('imports 3B English from XLSX, changes and deletes a unit, accepts 1A Chinese units proposed from the textbook, in en', async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const errors = watchErrors(page);
      await signIn(page, 'demo-director', { locale: 'en' });
      await page.goto('/home/reportCenter/teachingCalendar');
      await expect(page.getByRole('heading', { name: 'Teaching calendar set-up', level: 1 })).toBeVisible();
      await choose(page, / Class$/, '3B');
      await choose(page, / Subject$/, 'English');
      await choose(page, / Term$/, `${nextName} semester 1`);

      const xlsx = await writeXlsxFile([
        HEADER.map((value) => ({ value })),
        ['3B', 'English', '我的家', 'My home', day(9, 1), day(9, 20), 'READING: main idea'].map((value) => ({
          value,
        })),
        ['3B', 'English', '節日', 'Festivals', day(9, 21), day(10, 10), ''].map((value) => ({ value })),
      ]).toBuffer();
      await page.getByRole('button', { name: 'Import a scheme of work' }).click();
      const importDialog = page.getByRole('dialog', { name: 'Import a scheme of work' });
      await importDialog.getByLabel('Scheme of work (CSV or XLSX)').setInputFiles({
        name: 'scheme.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: xlsx,
      });
      await expect(importDialog.getByText('All 2 rows are good')).toBeVisible();
      await shoot(page, testInfo, 'import-good-en', [1440]);
      await importDialog.getByRole('button', { name: 'Import 2 units' }).click();
      await expect(importDialog).toBeHidden();
      const units: Locator = page.getByRole('table', { name: 'Units of 3B' });
      await expect(units.locator('tbody tr')).toHaveCount(2);

      // Change a unit's English name; delete the other with one pointer.
      await page.getByRole('button', { name: 'Edit 我的家' }).click();
      const edit = page.getByRole('dialog', { name: 'Change the unit' });
      await edit.getByLabel('Name (English)').fill('My family');
      // Plan a course paper of P3 English for the unit with one pointer.
      const paper = edit
        .locator('label.hb-checkbox')
        .filter({ hasNot: page.locator('input:checked') })
        .first();
      const paperId = await paper.locator('input').getAttribute('value');
      await paper.click();
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toBeHidden();
      await expect(units.getByRole('cell', { name: 'My family' })).toBeVisible();
      await page.getByRole('button', { name: 'Edit 我的家' }).click();
      await expect(edit.locator(`input[type="checkbox"][value="${paperId}"]`)).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();
      await page.getByRole('button', { name: 'Delete 節日' }).click();
      await expect(page.getByText('Unit deleted.')).toBeVisible();
      await expect(units.locator('tbody tr')).toHaveCount(1);

      // 1A Chinese: nobody set it up; units proposed from the textbook, then accepted.
      await choose(page, / Class$/, '1A');
      await choose(page, / Subject$/, 'Chinese');
      await page.getByRole('button', { name: 'Propose units from the textbook' }).click();
      await expect(page.getByText(/units proposed from the textbook chapters/)).toBeVisible();
      const proposed = page.getByRole('table', { name: 'Units of 1A' });
      await expect(proposed.getByText('Proposed').first()).toBeVisible();
      await shoot(page, testInfo, 'proposed-en', [1440, 1920]);
      await page.getByRole('button', { name: 'Accept the proposed units' }).click();
      await expect(page.getByText(/proposed units accepted/)).toBeVisible();
      await expect(proposed.getByText('Proposed')).toHaveCount(0);
      // 3A English is left proposed, for its teacher to see.
      await choose(page, / Class$/, '3A');
      await choose(page, / Subject$/, 'English');
      await page.getByRole('button', { name: 'Propose units from the textbook' }).click();
      await expect(
        page.getByRole('table', { name: 'Units of 3A' }).getByText('Proposed').first(),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('shows a panel head only their subject, and a teacher their units read only, proposed ones marked', async ({
      page,
    }, testInfo) => {
      const errors = watchErrors(page);
      await signIn(page, 'demo-panel', { locale: 'en' });
      await page.getByRole('link', { name: 'Teaching calendar set-up' }).click();
      await page.getByRole('button', { name: / Subject$/ }).click();
      await expect(page.getByRole('option')).toHaveText(['English']);
      await page.keyboard.press('Escape');
      await expect(page.getByText('Only the curriculum director changes the terms.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add a unit' })).toBeVisible();

      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, 'demo-teacher', { locale: 'hk' });
      await page.getByRole('link', { name: '教學進度設定' }).click();
      await choose(page, / 班別$/, '3A');
      await choose(page, / 科目$/, '英文');
      await choose(page, / 學期$/, `${nextName} 第1學期`);
      const units = page.getByRole('table', { name: '3A 的單元' });
      await expect(units.getByText('建議').first()).toBeVisible();
      await expect(page.getByText('只有課程主任及科主任可設定單元。')).toBeVisible();
      await expect(page.getByRole('button', { name: '新增單元' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: '新增學期' })).toHaveCount(0);
      await shoot(page, testInfo, 'teacher-proposed-hk', [1280]);
      expect(errors).toEqual([]);
    });
  });
