import { setupI18n } from '@lingui/core';
import { overlayMessages } from '../overlays/messages';
import { questionEngineMessages } from './catalogs';
import { compilePlainMessage } from './compile';
import { qm } from './messages';

describe('question engine catalogs', () => {
  it('has every message in hk and en', () => {
    for (const descriptor of Object.values(qm)) {
      expect(questionEngineMessages.hk[descriptor.id]).toBeDefined();
      expect(questionEngineMessages.en[descriptor.id]).toBeDefined();
    }
  });

  it('keeps the ids the spec names', () => {
    expect(qm.submitTips.id).toBe('submitTips');
    expect(qm.serverError.id).toBe('common.serverError');
    expect(qm.onlyJpg.id).toBe('components.onlyJpg');
    expect(qm.moreThree.id).toBe('components.moreThree');
    expect(qm.serverError.message).toBe('Internal server error');
  });

  it('keeps the Chinese wording of the spec exactly', () => {
    const i18n = setupI18n({ locale: 'hk', messages: questionEngineMessages });
    const hk = (key: keyof typeof qm, values?: Record<string, string>) => i18n._(qm[key].id, values);
    expect(hk('verticalWindow')).toBe('請調整瀏覽器大小，以達至最佳效果。');
    expect(hk('onlyMp3')).toBe('只支持mp3格式錄音');
    expect(hk('minRecord')).toBe('請最少錄音10s時長');
    expect(hk('maxRecord')).toBe('最多錄音180s');
    expect(hk('deleteConfirm')).toBe('你確定要刪除此段錄音嗎？');
    expect(hk('thinkAgain')).toBe('不，我要再想想');
    expect(hk('micUnsupported')).toBe('当前浏览器不支持录音功能。');
    expect(hk('micDenied')).toBe('用户拒绝提供信息。');
    expect(hk('micHardware')).toBe('浏览器不支持硬件设备。');
    expect(hk('micNotFound')).toBe('无法发现指定的硬件设备。');
    expect(hk('micOther', { code: 'AbortError' })).toBe('无法打开麦克风。异常信息:AbortError');
    expect(hk('connectTip')).toBe('提示：請先點擊左側內容開始連線');
    expect(hk('connectTipVertical')).toBe('提示：請先點擊上方內容開始連線');
    expect(hk('noPunctuationInUnderline')).toBe('下劃綫中不能有標點符號');
    expect(hk('symbolBar')).toBe('符號欄');
  });

  it("holds the overlays' catalogs, which an app shell can also load on their own", () => {
    for (const locale of ['hk', 'en'] as const) {
      for (const [id, message] of Object.entries(overlayMessages[locale])) {
        expect(questionEngineMessages[locale][id]).toEqual(message);
      }
    }
    expect(Object.keys(overlayMessages.hk).length).toBeLessThan(
      Object.keys(questionEngineMessages.hk).length,
    );
  });

  it('compiles placeholders without a runtime compiler', () => {
    expect(compilePlainMessage('Plays left: {count}')).toEqual(['Plays left: ', ['count']]);
    expect(compilePlainMessage('{a}/{b}')).toEqual([['a'], '/', ['b']]);
    expect(compilePlainMessage('')).toEqual(['']);
  });
});
