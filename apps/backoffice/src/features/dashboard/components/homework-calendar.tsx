import type { ProcessType } from '@harbour/api-client';
import {
  type CalendarCell,
  calendarMonthGrid,
  canGoToPreviousMonth,
  type HomeworkTypesByDay,
  localeTag,
  showWarning,
} from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ProcessTypeIcon } from '../../../shared/components/process-type-icon';
import { processTypeFamily } from '../../../shared/process-type-family';
import { shiftMonth } from '../logic/dashboard-search';

/** Icons a day cell has room for. */
const DAY_ICONS = 2;

/** One processType of each icon family among a day's homework, in order, at most DAY_ICONS. */
function dayIcons(processTypes: readonly ProcessType[]): ProcessType[] {
  const seen = new Set<string>();
  const out: ProcessType[] = [];
  for (const processType of processTypes) {
    const family = processTypeFamily(processType);
    if (seen.has(family)) continue;
    seen.add(family);
    out.push(processType);
  }
  return out.slice(0, DAY_ICONS);
}

export interface HomeworkCalendarProps {
  /** First day of the month shown. */
  month: Date;
  /** Today, for the past/today/future states. */
  today: Date;
  /** processTypes of each day's homework (YYYY-MM-DD). */
  homeworkTypes: HomeworkTypesByDay & Readonly<Record<string, readonly ProcessType[]>>;
  /** Day whose list is open. */
  selectedDay: string | undefined;
  onMonth: (month: Date) => void;
  onDay: (day: string) => void;
}

/** Spec §2: 6 rows of 7 days from Sunday; past, today or future; practice, test, both or none. */
export function HomeworkCalendar({
  month,
  today,
  homeworkTypes,
  selectedDay,
  onMonth,
  onDay,
}: HomeworkCalendarProps) {
  const { t, i18n } = useLingui();
  const cells = calendarMonthGrid(month, today, homeworkTypes);
  const tag = localeTag(i18n.locale);
  const title = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long' }).format(month);
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'short' });
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const markerLabel = { practice: t`practice`, test: t`test`, both: t`practice and test`, none: '' };
  const dayFormat = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric' });

  const previous = () => {
    if (!canGoToPreviousMonth(month)) {
      showWarning(t`cannot look up further dates`);
      return;
    }
    onMonth(shiftMonth(month, -1));
  };

  const countOf = (cell: CalendarCell) => homeworkTypes[cell.key]?.length ?? 0;
  const describe = (cell: CalendarCell) => {
    const count = countOf(cell);
    return [
      dayFormat.format(cell.date),
      cell.time === 'today' ? t`today` : '',
      markerLabel[cell.marker],
      count > 0 ? t`${count} homework` : '',
    ]
      .filter(Boolean)
      .join(', ');
  };

  return (
    <section className="hb-calendar" aria-labelledby="hb-calendar-title">
      <div className="hb-calendar__bar">
        <button type="button" className="hb-calendar__nav" onClick={previous} aria-label={t`Previous month`}>
          ‹
        </button>
        <h2 id="hb-calendar-title" aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          className="hb-calendar__nav"
          onClick={() => onMonth(shiftMonth(month, 1))}
          aria-label={t`Next month`}
        >
          ›
        </button>
      </div>
      <table className="hb-calendar__table">
        <thead>
          <tr>
            {weeks[0]?.map((cell) => (
              <th key={cell.key} scope="col">
                {weekday.format(cell.date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.key}>
              {week.map((cell) => (
                <td key={cell.key}>
                  <button
                    type="button"
                    className={`hb-day hb-day--${cell.time}${cell.inMonth ? '' : ' hb-day--outside'}${
                      selectedDay === cell.key ? ' is-selected' : ''
                    }`}
                    data-day={cell.key}
                    data-marker={cell.marker}
                    data-count={countOf(cell)}
                    aria-pressed={selectedDay === cell.key}
                    onClick={() => onDay(cell.key)}
                  >
                    <span className="hb-day__number" aria-hidden="true">
                      {cell.dayOfMonth}
                    </span>
                    <span className="hb-visually-hidden">{describe(cell)}</span>
                    {countOf(cell) > 0 ? (
                      <span className="hb-day__icons" aria-hidden="true">
                        {dayIcons(homeworkTypes[cell.key] ?? []).map((processType) => (
                          <ProcessTypeIcon key={processType} processType={processType} />
                        ))}
                      </span>
                    ) : null}
                    {countOf(cell) > 0 ? (
                      <span className="hb-day__count" aria-hidden="true">
                        {countOf(cell)}
                      </span>
                    ) : null}
                    {cell.marker !== 'none' ? (
                      <span className={`hb-day__marker hb-day__marker--${cell.marker}`} aria-hidden="true" />
                    ) : null}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hb-calendar__legend">
        <span className="hb-day__marker hb-day__marker--practice" aria-hidden="true" />{' '}
        <Trans>practice</Trans>
        <span className="hb-day__marker hb-day__marker--test" aria-hidden="true" /> <Trans>test</Trans>
        <span className="hb-day__marker hb-day__marker--both" aria-hidden="true" />{' '}
        <Trans>practice and test</Trans>
      </p>
    </section>
  );
}
