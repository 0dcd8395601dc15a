import type { BaseQuestion } from '@harbour/question-core';
import { sampleBaseQuestions } from '@harbour/question-core/samples';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QuestionPlayer } from './question-player';

// React's act() warns unless the environment says it is a test (Testing Library sets this too).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sample = (id: string) => sampleBaseQuestions.find((q) => q.questionId === id) as BaseQuestion;

/** Server-renders a player, then hydrates it in the DOM and returns what React reported. */
async function renderAndHydrate(question: BaseQuestion) {
  const html = renderToString(<QuestionPlayer question={question} serialNo={1} checkLocally />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  const root = await act(async () =>
    hydrateRoot(container, <QuestionPlayer question={question} serialNo={1} checkLocally />, {
      onRecoverableError: (error) => errors.push(error),
    }),
  );
  consoleError.mockRestore();
  return { html, container, errors, root };
}

describe('server rendering (no I18nProvider)', () => {
  it('writes the stem, the options and the submit button in the default locale (hk)', async () => {
    const { html, errors, root } = await renderAndHydrate(sample('sample-radio-zh'));
    expect(html).toContain('畫蛇添足');
    for (const option of ['做事多此一舉，反而壞事', '畫畫技術高超', '做事認真細心'])
      expect(html).toContain(option);
    expect(html).toContain('提交');
    expect(errors.map((e) => String(Array.isArray(e) ? e.join(' ') : e).slice(0, 400))).toEqual([]);
    root.unmount();
  });

  it('writes math as MathML and hydrates without a mismatch', async () => {
    const { html, container, errors, root } = await renderAndHydrate(sample('sample-fill-math'));
    expect(html).toContain('計算：');
    expect(html).toMatch(/<math[^>]*>.*<mfrac>/);
    // TeX only as the math's label, never as text.
    expect(html.replace(/<[^>]*>/g, '')).not.toContain('\\frac');
    expect(errors.map((e) => String(Array.isArray(e) ? e.join(' ') : e).slice(0, 400))).toEqual([]);
    expect(container.querySelectorAll('math').length).toBeGreaterThanOrEqual(2);
    root.unmount();
  });
});
