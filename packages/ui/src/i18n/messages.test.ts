import { setupI18n } from '@lingui/core';
import { uiMessages } from './catalogs';
import { uiText } from './messages';

describe('uiMessages', () => {
  const ids = Object.values(uiText).map((d) => d.id);

  it('has every message id in both catalogs and nothing else', () => {
    expect(Object.keys(uiMessages.hk).sort()).toEqual([...ids].sort());
    expect(Object.keys(uiMessages.en).sort()).toEqual([...ids].sort());
  });

  it('renders the English default of each descriptor from the compiled en catalog', () => {
    const i18n = setupI18n({ locale: 'en', messages: uiMessages });
    const values = {
      seconds: 15,
      column: 'Class',
      item: 'A',
      position: 2,
      total: 3,
      title: 'sheet.pdf',
      page: 1,
      count: 4,
      percent: 125,
    };
    for (const descriptor of Object.values(uiText)) {
      const expected = descriptor.message.replace(/\{(\w+)\}/g, (_, name: keyof typeof values) =>
        String(values[name]),
      );
      expect(i18n._({ ...descriptor, values })).toBe(expected);
    }
  });

  it("keeps the spec's Chinese wording in hk", () => {
    const i18n = setupI18n({ locale: 'hk', messages: uiMessages });
    expect(i18n._(uiText.editorPlaceholder)).toBe('請輸入正文');
    expect(i18n._({ ...uiText.videoBack, values: { seconds: 15 } })).toBe('後退15秒');
  });
});
