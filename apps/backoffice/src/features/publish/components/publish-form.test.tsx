import { type ClassSelectOption, classesDropdownQueryOptions } from '@harbour/api-client';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { activateLocale, i18n, type Locale } from '../../../shared/i18n';
import { GROUP_PREFIX } from '../../../shared/publish/publish-targets';
import { typeWallTime } from '../../../shared/test/type-wall-time';
import { PublishForm } from './publish-form';

const grades: ClassSelectOption[] = [
  {
    gradeCode: 3,
    classes: [
      {
        classId: 5,
        className: '3A',
        fixedGroupStatus: true,
        aplusChineseAccessStatus: true,
        aplusEnglishAccessStatus: true,
        aplusMathAccessStatus: true,
      },
    ],
    groups: [{ groupId: 9, groupName: '3A 第一組', classId: 5 }],
  },
];

/** The form with the class dropdown already answered (the cache holds what the server would send). */
function renderForm(locale: Locale, kind: 'homework' | 'test' = 'homework') {
  activateLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(
    classesDropdownQueryOptions({ subjectCode: 'ENGLISH', gradeCode: 3 }).queryKey,
    grades,
  );
  const onPublished = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback="loading">
          <PublishForm
            kind={kind}
            source={{ subjectCode: 'ENGLISH', gradeCode: 3, textbookType: 'A_PLUS', paperId: 1 }}
            defaultName="Unit 1 practice"
            questionTotal={10}
            gradeName="P3"
            onPublished={onPublished}
          />
        </Suspense>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { onPublished };
}

it('offers the whole grade, the classes and the groups with their prefix', () => {
  renderForm('en');
  expect(screen.getByRole('checkbox', { name: 'Whole grade P3' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: '3A' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: `${GROUP_PREFIX}3A 第一組` })).toBeInTheDocument();
});

it('shows each problem under its field, in English, and sends nothing', async () => {
  const { onPublished } = renderForm('en');
  const name = screen.getByLabelText('Homework name');
  await userEvent.clear(name);
  // Pasted, not typed key by key: 51 keystrokes took over 5 s on a loaded CI machine.
  await userEvent.click(name);
  await userEvent.paste('x'.repeat(51));
  await typeWallTime(screen.getByRole('group', { name: 'Start' }), '2030-01-10T08:00');
  await typeWallTime(screen.getByRole('group', { name: 'End' }), '2030-01-09T08:00');
  await userEvent.click(screen.getByRole('button', { name: 'Publish homework' }));
  expect(await screen.findByText('The homework name can be at most 50 characters')).toBeInTheDocument();
  expect(screen.getByText('The end date cannot be before the start date')).toBeInTheDocument();
  expect(screen.getByText('The start date cannot be later than the end date')).toBeInTheDocument();
  expect(screen.getByText('Please choose a whole grade, a class or a group')).toBeInTheDocument();
  expect(onPublished).not.toHaveBeenCalled();
});

it('asks a test for a duration within its period and a maximum not above 100%, in Chinese', async () => {
  renderForm('hk', 'test');
  await typeWallTime(screen.getByRole('group', { name: '開始' }), '2030-01-10T08:00');
  await typeWallTime(screen.getByRole('group', { name: '結束' }), '2030-01-10T09:00');
  const duration = screen.getByLabelText('時長（分鐘）');
  await userEvent.clear(duration);
  await userEvent.type(duration, '61');
  const maximum = screen.getByLabelText('最高值（%）');
  await userEvent.clear(maximum);
  await userEvent.type(maximum, '101');
  await userEvent.click(screen.getByRole('button', { name: '發佈測驗' }));
  expect(await screen.findByText('測驗時長不能超過測驗時段')).toBeInTheDocument();
  expect(screen.getByText('最高值不能超過100%')).toBeInTheDocument();
});

it('asks what the homework is for in words, each with a line on its purpose, never a processType code', async () => {
  renderForm('hk');
  const kind = screen.getByRole('button', { name: /練習類型/ });
  expect(kind).toHaveTextContent('自學預習');
  expect(screen.getByText('學生在上課前自學新課題。')).toBeInTheDocument();
  await userEvent.click(kind);
  const options = screen.getAllByRole('option').map((option) => option.textContent);
  expect(options).toEqual(['自學預習', '課堂練習', '跟進練習', '挑戰', '聽說讀寫']);
  expect(options.join(' ')).not.toMatch(/\b(1|2[a-d])\b/);
  await userEvent.click(screen.getByRole('option', { name: '跟進練習' }));
  expect(screen.getByText('課後跟進，讓學生溫習較弱的地方。')).toBeInTheDocument();
  // An examination is a test's classification, never a practice's.
  await userEvent.click(screen.getByRole('button', { name: /分類/ }));
  expect(screen.queryByRole('option', { name: '考試' })).not.toBeInTheDocument();
});

it('offers a test the kinds of test, and examination as a classification', async () => {
  renderForm('en', 'test');
  await userEvent.click(screen.getByRole('button', { name: /Kind of test/ }));
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Diagnostic test',
    'Unit test',
    'Examination',
  ]);
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: /Classification/ }));
  expect(screen.getByRole('option', { name: 'Examination' })).toBeInTheDocument();
});

it('says under the question numbers that the paper has not so many questions, and sends nothing', async () => {
  renderForm('hk');
  await userEvent.type(screen.getByRole('textbox', { name: /題號/ }), '15-20');
  await userEvent.click(screen.getByRole('button', { name: '發佈功課' }));
  expect(screen.getByRole('textbox', { name: /題號/ })).toHaveAccessibleDescription(/題目數量不足/);
});

it('opens now with feedback at once and unlimited tries, and says when a later start is seen, in English', async () => {
  renderForm('en');
  // Opening now: nothing to say about when students see it.
  expect(screen.queryByText(/Students will see it on/)).toBeNull();
  expect(screen.getByRole('checkbox', { name: 'Show right or wrong at once' })).toBeChecked();
  expect(screen.getByRole('button', { name: /Tries per question/ })).toHaveTextContent('Unlimited');
  // English material: English audio.
  expect(screen.getByRole('button', { name: /Audio language/ })).toHaveTextContent('English');
  await typeWallTime(screen.getByRole('group', { name: 'Start' }), '2030-01-10T15:00');
  expect(await screen.findByText('Students will see it on 2030/01/10 03:00 pm')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Show right or wrong at once' }));
  expect(screen.queryByRole('button', { name: /Tries per question/ })).toBeNull();
  expect(screen.getByText('Answers are checked when the student hands in.')).toBeInTheDocument();
});

it('says when students will see a later start, in Chinese, and gives a test no feedback and one try', async () => {
  renderForm('hk', 'test');
  // A test offers no feedback nor tries (the students see results once they are published), and says so.
  expect(screen.queryByRole('checkbox', { name: '即時顯示對錯' })).toBeNull();
  expect(screen.queryByRole('button', { name: /每題作答次數/ })).toBeNull();
  expect(screen.getByText(/測驗作答期間不會顯示對錯/)).toBeInTheDocument();
  await typeWallTime(screen.getByRole('group', { name: '開始' }), '2030-11-28T15:00');
  expect(await screen.findByText('學生將於 2030/11/28 下午03:00 看到這份功課')).toBeInTheDocument();
});
