import type { Term, UnitSetup } from '@harbour/api-client';
import { LEARNING_ASPECT_CODES } from '@harbour/api-client';
import { Modal, TextInput } from '@harbour/ui';
import { DateTimePicker } from '@harbour/ui/date-time-picker';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import {
  type ClassTermSubject,
  saveTermMutationOptions,
  saveUnitMutationOptions,
} from '../api/calendar-setup-queries';
import { objectivesOfText, objectivesText } from '../logic/unit-form';
import { UnitPapersField } from './unit-papers';

/** The frame both set-up dialogs share: a form in a modal, saved by its confirm button, its problem said inside. */
function SetupDialog({
  title,
  size,
  saving,
  problem,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  size?: 'large';
  saving: boolean;
  problem: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      actions="confirm"
      closeOnConfirm={false}
      onConfirm={onSubmit}
      isConfirmDisabled={saving}
      confirmText={t`Save`}
      {...(size ? { size } : {})}
    >
      <div className="hb-calendar-setup__form">
        {children}
        {problem ? <p role="alert">{problem}</p> : null}
      </div>
    </Modal>
  );
}

/** Adds a term, or changes one: its school year, semester and days. */
export function TermDialog({ term, onClose }: { term: Term | null; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const save = useMutation({ ...saveTermMutationOptions(queryClient), meta: { saysErrorsInPlace: true } });
  const thisYear = new Date().getFullYear();
  const [schoolYear, setSchoolYear] = useState(String(term?.schoolYear ?? thisYear));
  const [semester, setSemester] = useState(String(term?.semester ?? 1));
  const [startDate, setStartDate] = useState(term?.startDate ?? '');
  const [endDate, setEndDate] = useState(term?.endDate ?? '');
  const [problem, setProblem] = useState('');
  const submit = () => {
    const year = Number(schoolYear);
    const number = Number(semester);
    if (!Number.isInteger(year) || year < 2000 || year > 2100)
      return setProblem(t`The school year is a year from 2000 to 2100.`);
    if (![1, 2, 3].includes(number)) return setProblem(t`The semester is 1, 2 or 3.`);
    if (!startDate || !endDate) return setProblem(t`Choose the first and the last day.`);
    setProblem('');
    save.mutate(
      { ...(term ? { termId: term.termId } : {}), schoolYear: year, semester: number, startDate, endDate },
      { onSuccess: onClose, onError: (error) => setProblem(error.message) },
    );
  };
  return (
    <SetupDialog
      title={term ? t`Change the term` : t`Add a term`}
      saving={save.isPending}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label={t`School year (its first year, e.g. 2026 for 2026/27)`}
        value={schoolYear}
        onChange={setSchoolYear}
        inputMode="numeric"
        autoFocus
      />
      <TextInput label={t`Semester (1 to 3)`} value={semester} onChange={setSemester} inputMode="numeric" />
      <DateTimePicker granularity="day" label={t`First day`} value={startDate} onChange={setStartDate} />
      <DateTimePicker granularity="day" label={t`Last day`} value={endDate} onChange={setEndDate} />
    </SetupDialog>
  );
}

/** Adds a unit to a class's term in a subject, or changes one: names, days, order, papers, learning objectives. */
export function UnitDialog({
  target,
  gradeCode,
  term,
  unit,
  onClose,
}: {
  target: ClassTermSubject;
  /** The class's grade: the unit's papers are the grade's course papers of the subject. */
  gradeCode: number;
  term: Term;
  unit: UnitSetup | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const save = useMutation({ ...saveUnitMutationOptions(queryClient), meta: { saysErrorsInPlace: true } });
  const [name, setName] = useState(unit?.name ?? '');
  const [nameEn, setNameEn] = useState(unit?.nameEn ?? '');
  const [startDate, setStartDate] = useState(unit?.startDate ?? '');
  const [endDate, setEndDate] = useState(unit?.endDate ?? '');
  const [sortOrder, setSortOrder] = useState(unit ? String(unit.sortOrder) : '');
  const [objectives, setObjectives] = useState(objectivesText(unit?.objectives ?? []));
  const [paperIds, setPaperIds] = useState<number[]>(unit?.papers.map((paper) => paper.paperId) ?? []);
  const [problem, setProblem] = useState('');
  const objectivesId = useId();
  const helpId = useId();
  const submit = () => {
    const order = sortOrder.trim() === '' ? undefined : Number(sortOrder);
    const parsed = objectivesOfText(objectives);
    if (!name.trim() || !nameEn.trim()) return setProblem(t`Give the unit a name in Chinese and in English.`);
    if (!startDate || !endDate) return setProblem(t`Choose the first and the last day.`);
    if (order !== undefined && !(Number.isInteger(order) && order >= 1 && order <= 999))
      return setProblem(t`The order is a whole number from 1 to 999.`);
    if (parsed.bad.length > 0) {
      const line = parsed.bad[0];
      return setProblem(t`Not "ASPECT: knowledge point": ${line}`);
    }
    setProblem('');
    save.mutate(
      {
        ...target,
        ...(unit ? { scheduleId: unit.scheduleId } : {}),
        name: name.trim(),
        nameEn: nameEn.trim(),
        startDate,
        endDate,
        ...(order === undefined ? {} : { sortOrder: order }),
        paperIds,
        objectives: parsed.objectives,
      },
      { onSuccess: onClose, onError: (error) => setProblem(error.message) },
    );
  };
  const first = term.startDate.replaceAll('-', '/');
  const last = term.endDate.replaceAll('-', '/');
  return (
    <SetupDialog
      title={unit ? t`Change the unit` : t`Add a unit`}
      size="large"
      saving={save.isPending}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput label={t`Name (Chinese)`} value={name} onChange={setName} maxLength={50} autoFocus />
      <TextInput label={t`Name (English)`} value={nameEn} onChange={setNameEn} maxLength={50} />
      <DateTimePicker
        granularity="day"
        label={t`First day`}
        description={t`Inside the term: ${first} to ${last}`}
        value={startDate}
        onChange={setStartDate}
      />
      <DateTimePicker granularity="day" label={t`Last day`} value={endDate} onChange={setEndDate} />
      <TextInput
        label={t`Order (empty: after the last unit)`}
        value={sortOrder}
        onChange={setSortOrder}
        inputMode="numeric"
      />
      <div className="hb-field">
        <label className="hb-field__label" htmlFor={objectivesId}>
          {t`Learning objectives`}
        </label>
        <textarea
          id={objectivesId}
          className="hb-input hb-calendar-setup__objectives"
          aria-describedby={helpId}
          rows={4}
          value={objectives}
          onChange={(event) => setObjectives(event.target.value)}
        />
        <p id={helpId} className="hb-calendar-setup__help">
          {t`One a line: ASPECT: knowledge point. Aspects: ${LEARNING_ASPECT_CODES.join(', ')}`}
        </p>
      </div>
      <UnitPapersField
        gradeCode={gradeCode}
        subjectCode={target.subjectCode}
        value={paperIds}
        onChange={setPaperIds}
      />
    </SetupDialog>
  );
}
