import { hongKongCalendarDate } from '@harbour/domain';
import { useLingui } from '@lingui/react';
import { addMonths, startOfMonth } from 'date-fns';
import { type ReactNode, useId, useState } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { localeTag } from '../i18n/locale-tags';
import { uiText } from '../i18n/messages';
import {
  type CalendarCell,
  calendarMonthGrid,
  canGoToPreviousMonth,
  type HomeworkMarker,
  type HomeworkTypesByDay,
} from './calendar-grid';

export interface CalendarProps {
  /** Month shown (controlled); any day of it. */
  month?: Date;
  /** Month shown first (uncontrolled); the current month by default. */
  defaultMonth?: Date;
  /** Called with the first day of the month navigated to. */
  onMonthChange?: (month: Date) => void;
  /** Today, for past/today/future; by default the current day in Hong Kong (hongKongCalendarDate). */
  today?: Date;
  /** processTypes of each day's homework (YYYY-MM-DD), for the practice/test markers. */
  homeworkTypes?: HomeworkTypesByDay;
  /** Content of the popover a day opens (its homework list); days are plain when absent. */
  renderDayPopover?: (cell: CalendarCell) => ReactNode;
}

const MARKER_TEXT = {
  practice: uiText.calendarPractice,
  test: uiText.calendarTest,
  both: uiText.calendarBoth,
} as const;

/** Month calendar of scheduled homework: 6 weeks from Sunday, markers, day popovers, nothing before 2000. */
export function Calendar({
  month,
  defaultMonth,
  onMonthChange,
  today,
  homeworkTypes,
  renderDayPopover,
}: CalendarProps) {
  const { i18n } = useLingui();
  const [innerMonth, setInnerMonth] = useState(() =>
    startOfMonth(defaultMonth ?? today ?? hongKongCalendarDate(new Date())),
  );
  const [notice, setNotice] = useState('');
  const shown = startOfMonth(month ?? innerMonth);
  // Hong Kong's today in any browser zone (the client's time-zone rule, @harbour/domain).
  const now = today ?? hongKongCalendarDate(new Date());
  const cells = calendarMonthGrid(shown, now, homeworkTypes);
  const titleId = useId();
  const tag = localeTag(i18n.locale);
  const monthTitle = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long' }).format(shown);
  const fullDate = new Intl.DateTimeFormat(tag, { dateStyle: 'full' });
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'short' });
  const weekdayLong = new Intl.DateTimeFormat(tag, { weekday: 'long' });

  const go = (delta: number) => {
    if (delta < 0 && !canGoToPreviousMonth(shown)) {
      setNotice(i18n._(uiText.calendarNoEarlier));
      return;
    }
    setNotice('');
    const next = addMonths(shown, delta);
    if (month === undefined) setInnerMonth(next);
    onMonthChange?.(next);
  };

  const dayLabel = (cell: CalendarCell) =>
    [
      fullDate.format(cell.date),
      cell.time === 'today' ? i18n._(uiText.calendarToday) : null,
      cell.marker === 'none' ? null : i18n._(MARKER_TEXT[cell.marker]),
    ]
      .filter(Boolean)
      .join(', ');

  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  return (
    <div className="hb-calendar">
      <div className="hb-calendar__header">
        <AriaButton
          className="hb-calendar__nav"
          aria-label={i18n._(uiText.calendarPrevious)}
          onPress={() => go(-1)}
        >
          <span aria-hidden="true">‹</span>
        </AriaButton>
        <h2 id={titleId} className="hb-calendar__title">
          {monthTitle}
        </h2>
        <AriaButton
          className="hb-calendar__nav"
          aria-label={i18n._(uiText.calendarNext)}
          onPress={() => go(1)}
        >
          <span aria-hidden="true">›</span>
        </AriaButton>
      </div>
      <div role="status" className="hb-calendar__notice">
        {notice}
      </div>
      <table className="hb-calendar__grid" aria-labelledby={titleId}>
        <thead>
          <tr>
            {weeks[0]?.map((cell) => (
              <th key={cell.key} scope="col" abbr={weekdayLong.format(cell.date)}>
                {weekday.format(cell.date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.key}>
              {week.map((cell) => (
                <td
                  key={cell.key}
                  className={`hb-calendar__day hb-calendar__day--${cell.time}${cell.inMonth ? '' : ' hb-calendar__day--outside'}`}
                  data-time={cell.time}
                  data-marker={cell.marker}
                  data-in-month={cell.inMonth}
                >
                  {renderDayPopover ? (
                    <DialogTrigger>
                      <AriaButton className="hb-calendar__day-button" aria-label={dayLabel(cell)}>
                        <DayFace cell={cell} />
                      </AriaButton>
                      <Popover className="hb-popover" placement="bottom">
                        <Dialog className="hb-popover__dialog" aria-label={fullDate.format(cell.date)}>
                          {renderDayPopover(cell)}
                        </Dialog>
                      </Popover>
                    </DialogTrigger>
                  ) : (
                    <span className="hb-calendar__day-face">
                      <span className="hb-visually-hidden">{dayLabel(cell)}</span>
                      <span aria-hidden="true">
                        <DayFace cell={cell} />
                      </span>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayFace({ cell }: { cell: CalendarCell }) {
  return (
    <>
      <span className="hb-calendar__date">{cell.dayOfMonth}</span>
      <Marker kind={cell.marker} />
    </>
  );
}

function Marker({ kind }: { kind: HomeworkMarker }) {
  if (kind === 'none') return null;
  return (
    <span className="hb-calendar__markers" aria-hidden="true">
      {kind !== 'test' ? <span className="hb-calendar__marker hb-calendar__marker--practice" /> : null}
      {kind !== 'practice' ? <span className="hb-calendar__marker hb-calendar__marker--test" /> : null}
    </span>
  );
}
