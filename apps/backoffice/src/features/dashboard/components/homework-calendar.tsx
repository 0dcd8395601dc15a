import type { ProcessType } from '@harbour/api-client';
import { processTypeFamily } from '@harbour/domain';
import { Calendar, type CalendarCell, type HomeworkTypesByDay, localeTag, showWarning } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ProcessTypeIcon } from '../../../shared/components/process-type-icon';

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
  const titleId = useId();
  const tag = localeTag(i18n.locale);
  const markerLabel = { practice: t`practice`, test: t`test`, both: t`practice and test`, none: '' };
  const dayFormat = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric' });

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

  // The month grid, its header and its navigation are @harbour/ui's Calendar; a day is this button.
  const renderDay = (cell: CalendarCell) => (
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
  );

  return (
    <section className="hb-month-calendar" aria-labelledby={titleId}>
      <Calendar
        month={month}
        today={today}
        homeworkTypes={homeworkTypes}
        titleId={titleId}
        onMonthChange={onMonth}
        onNoEarlierMonth={() => showWarning(t`cannot look up further dates`)}
        renderDay={renderDay}
      />
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
