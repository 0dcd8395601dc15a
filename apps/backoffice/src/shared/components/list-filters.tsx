import {
  HOMEWORK_TIME_STATUSES,
  type HomeworkTimeStatus,
  SUBJECT_CODES,
  type SubjectCode,
} from '@harbour/domain';
import { Button, TextInput } from '@harbour/ui';
import { DateTimePicker } from '@harbour/ui/date-time-picker';
import { Select } from '@harbour/ui/select';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useScopeOptions } from '../scope-options';
import { userInfoAtom } from '../state/atoms';
import './list-filters.css';

export interface ListFilterBarProps {
  /** The search landmark's name. */
  label: string;
  /** The name box's label. */
  nameLabel: string;
  /** The searched words in the URL. */
  words: string | undefined;
  /** Searches the words (undefined: no words). */
  onWords: (words: string | undefined) => void;
  /** Whether any filter is set. */
  filtered: boolean;
  /** Clears every filter. */
  onClear: () => void;
  children: ReactNode;
}

/**
 * The search and filter bar of a list page: a name search sent on Enter or Search, the page's filters,
 * and "Clear the filters" while any is set. The filters are the URL's, so a filtered list can be
 * bookmarked, shared and reloaded; give the bar `key={search.q}` so the box follows the URL.
 */
export function ListFilterBar({
  label,
  nameLabel,
  words: initialWords,
  onWords,
  filtered,
  onClear,
  children,
}: ListFilterBarProps) {
  const [words, setWords] = useState(initialWords ?? '');
  return (
    <search aria-label={label} className="hb-list-filters">
      <form
        className="hb-list-filters__search"
        onSubmit={(event) => {
          event.preventDefault();
          onWords(words.trim() || undefined);
        }}
      >
        <TextInput label={nameLabel} value={words} onChange={setWords} />
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
      {children}
      {filtered ? (
        <Button
          variant="ghost"
          onPress={() => {
            setWords('');
            onClear();
          }}
        >
          <Trans>Clear the filters</Trans>
        </Button>
      ) : null}
    </search>
  );
}

/** A filter's select whose first option takes the filter off ("All subjects"): its value is then undefined. */
export function AllOrOneSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  value: string | number | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select
      label={label}
      options={[{ value: '', label: allLabel }, ...options]}
      value={value === undefined ? '' : String(value)}
      onChange={(next) => onChange(next || undefined)}
    />
  );
}

/** A filter over an enum's values, each named by its label: all of them, or one (undefined: all). */
export function EnumFilter<T extends string>({
  label,
  allLabel,
  values,
  labels,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  values: readonly T[];
  labels: Record<T, MessageDescriptor>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  const { i18n } = useLingui();
  return (
    <AllOrOneSelect
      label={label}
      allLabel={allLabel}
      options={values.map((each) => ({ value: each, label: i18n._(labels[each]) }))}
      value={value}
      onChange={(next) => onChange(values.find((each) => each === next))}
    />
  );
}

/** The due-date range filter: two days, each optional. */
export function DueDateRange({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (change: { from?: string | undefined; to?: string | undefined }) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <DateTimePicker
        label={t`Due from`}
        granularity="day"
        value={from ?? ''}
        onChange={(value) => onChange({ from: value || undefined })}
      />
      <DateTimePicker
        label={t`Due to`}
        granularity="day"
        value={to ?? ''}
        onChange={(value) => onChange({ to: value || undefined })}
      />
    </>
  );
}

/** The time states of a homework (spec §3), as the homework lists say them. */
export const TIME_STATUS_LABELS: Record<HomeworkTimeStatus, MessageDescriptor> = {
  NOT_PUBLISHED: msg`Not published`,
  // The same words as the practice states elsewhere (a scheduled homework has not started).
  SCHEDULED: msg`Not started`,
  ONGOING: msg`In progress`,
  EXPIRED: msg`Expired`,
  ARCHIVED: msg`Archived`,
};

/** The search bar of a homework list: the homework's name, the list's filters and "Clear the filters". */
export function HomeworkFilterBar(props: Omit<ListFilterBarProps, 'label' | 'nameLabel'>) {
  const { t } = useLingui();
  return <ListFilterBar label={t`Find homework`} nameLabel={t`Homework name`} {...props} />;
}

/** A homework list's subject filter, over the subjects the teacher may see. */
export function SubjectFilter({
  value,
  onChange,
}: {
  value: SubjectCode | undefined;
  onChange: (subject: SubjectCode | undefined) => void;
}) {
  const { t } = useLingui();
  const scope = useScopeOptions();
  return (
    <AllOrOneSelect
      label={t`Subject`}
      allLabel={t`All subjects`}
      options={scope.subjects}
      value={value}
      onChange={(next) => onChange(SUBJECT_CODES.find((code) => code === next))}
    />
  );
}

/** A homework list's class filter, over the teacher's classes (of one grade when `grade` is given). */
export function ClassFilter({
  grade,
  value,
  onChange,
}: {
  grade?: number | undefined;
  value: number | undefined;
  onChange: (classId: number | undefined) => void;
}) {
  const { t } = useLingui();
  const userInfo = useAtomValue(userInfoAtom);
  const classes = (userInfo?.gradeClasses ?? [])
    .filter((g) => !grade || g.gradeCode === grade)
    .flatMap((g) => g.classes.map((klass) => ({ value: String(klass.classId), label: klass.className })));
  return (
    <AllOrOneSelect
      label={t`Class`}
      allLabel={t`All classes`}
      options={classes}
      value={value}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
    />
  );
}

/** A homework list's time status filter. */
export function TimeStatusFilter({
  value,
  onChange,
}: {
  value: HomeworkTimeStatus | undefined;
  onChange: (status: HomeworkTimeStatus | undefined) => void;
}) {
  const { t } = useLingui();
  return (
    <EnumFilter
      label={t`Status`}
      allLabel={t`All statuses`}
      values={HOMEWORK_TIME_STATUSES}
      labels={TIME_STATUS_LABELS}
      value={value}
      onChange={onChange}
    />
  );
}
