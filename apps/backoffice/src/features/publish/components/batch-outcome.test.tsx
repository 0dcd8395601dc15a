import type { BatchResult } from '@harbour/api-client';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { activateLocale, i18n } from '../../../shared/i18n';
import { failedParts } from '../logic/batch';
import { BatchOutcome } from './batch-publish-panel';

const answer: BatchResult = {
  total: 5,
  succeeded: 4,
  failed: 1,
  message: '部分功課發佈失敗',
  items: [0, 1, 2, 3, 4].map((index) => ({
    index,
    ok: index !== 4,
    eHomeworkId: index === 4 ? null : 100 + index,
    sourceEHomeworkId: null,
    errorCode: index === 4 ? 200206 : null,
    errorMessage: index === 4 ? '題目數量不足' : null,
  })),
};

it("says how many succeeded and names each failed part with the server's reason", () => {
  activateLocale('hk');
  const names = ['Unit 2', 'Unit 3', 'Unit 4', 'Unit 5', 'Unit 6 (in preparation)'];
  render(
    <I18nProvider i18n={i18n}>
      <BatchOutcome answer={answer} failed={failedParts(answer, names)} />
    </I18nProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('5 項中 4 項成功。');
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('部分功課發佈失敗');
  expect(alert).toHaveTextContent('Unit 6 (in preparation): 題目數量不足');
  expect(alert).not.toHaveTextContent('Unit 5');
});
