import { createWorkPaperMutationOptions, type SubjectCode, type WorkPaper } from '@harbour/api-client';
import { Button, TextInput } from '@harbour/ui';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { CardSection } from '../../../shared/components/card-section';
import { PageHead } from '../../../shared/components/page-head';
import { userInfoAtom, workPaperInfoAtom } from '../../../shared/state/atoms';
import { WORK_PAPER_PROBLEMS } from '../logic/labels';
import {
  formatMegabytes,
  hasPdfSignature,
  WORK_PAPER_MAX_BYTES,
  type WorkPaperProblem,
  workPaperDesc,
  workPaperProblems,
} from '../logic/work-paper-form';
import './work-paper.css';
import { useScopeOptions } from '../../../shared/scope-options';

/**
 * /home/courseMag/workPaperPub: a task sheet is one PDF per publish — name, subject, grade,
 * description and the PDF (previewed here before it is sent; the server checks it by its bytes).
 */
export function WorkPaperPubPage({ onCreated }: { onCreated: (workPaper: WorkPaper) => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const userInfo = useAtomValue(userInfoAtom);
  const scope = useScopeOptions();
  const setWorkPaperInfo = useSetAtom(workPaperInfoAtom);
  const create = useMutation(createWorkPaperMutationOptions(queryClient));
  const fileId = useId();
  const [name, setName] = useState('');
  const [subjectCode, setSubjectCode] = useState<SubjectCode | null>(userInfo?.subjectCodes[0] ?? null);
  const [gradeCode, setGradeCode] = useState<number | null>(userInfo?.gradeClasses[0]?.gradeCode ?? null);
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ name?: WorkPaperProblem; file?: WorkPaperProblem }>({});
  const limit = formatMegabytes(WORK_PAPER_MAX_BYTES);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = workPaperProblems({ name, file });
    if (file && !found.file && !hasPdfSignature(new Uint8Array(await file.slice(0, 8).arrayBuffer())))
      found.file = 'FILE_NOT_PDF';
    setProblems(found);
    if (found.name || found.file || !file || subjectCode === null || gradeCode === null) return;
    create.mutate(
      {
        workPaperName: name.trim(),
        subjectCode,
        gradeCode,
        workPaperDesc: workPaperDesc(description),
        file,
        fileName: file.name,
      },
      {
        onSuccess: (workPaper) => {
          setWorkPaperInfo({ workPaperId: workPaper.workPaperId, workPaperName: workPaper.workPaperName });
          onCreated(workPaper);
        },
      },
    );
  };

  return (
    <div className="hb-wp">
      <PageHead title={<Trans>Upload a task sheet</Trans>} />
      <div className="hb-wp__columns">
        <form
          className="hb-card hb-wp__form"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label={t`Task sheet`}
        >
          <TextInput
            label={t`Task sheet name`}
            value={name}
            onChange={(value) => {
              setName(value);
              setProblems((p) => ({ ...p, name: undefined }));
            }}
            description={t`Required, at most 50 characters`}
            errorMessage={problems.name ? i18n._(WORK_PAPER_PROBLEMS[problems.name]) : undefined}
          />
          <Select
            label={t`Subject`}
            options={scope.subjects}
            value={subjectCode}
            onChange={(value) => setSubjectCode(value as SubjectCode)}
          />
          <Select
            label={t`Grade`}
            options={scope.grades}
            value={gradeCode === null ? null : String(gradeCode)}
            onChange={(value) => setGradeCode(Number(value))}
          />
          <div className="hb-field">
            <label className="hb-field__label" htmlFor={`${fileId}-desc`}>
              <Trans>Description (one line each)</Trans>
            </label>
            <textarea
              id={`${fileId}-desc`}
              className="hb-input hb-wp__textarea"
              rows={4}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <div className="hb-field">
            <span className="hb-field__label" id={`${fileId}-label`}>
              <Trans>PDF file</Trans>
            </span>
            <input
              id={fileId}
              className="hb-wp__file"
              type="file"
              accept="application/pdf,.pdf"
              aria-labelledby={`${fileId}-label`}
              aria-describedby={`${fileId}-help${problems.file ? ` ${fileId}-error` : ''}`}
              aria-invalid={problems.file ? true : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblems((p) => ({ ...p, file: undefined }));
              }}
            />
            <div className="hb-wp__pick-row">
              {/* The browser's own file button speaks the browser's language; this one speaks the page's. */}
              <label className="hb-wp__pick" htmlFor={fileId}>
                <Trans>Choose a PDF</Trans>
              </label>
              <span className="hb-wp__picked">{file ? file.name : t`No file chosen`}</span>
            </div>
            <span id={`${fileId}-help`} className="hb-field__description">
              <Trans>One PDF per publish, at most {limit}</Trans>
            </span>
            {problems.file ? (
              <span id={`${fileId}-error`} className="hb-field__error">
                {i18n._(WORK_PAPER_PROBLEMS[problems.file])}
              </span>
            ) : null}
          </div>
          {create.isError ? (
            <p className="hb-field__error" role="alert">
              {create.error.message || t`Upload failed`}
            </p>
          ) : null}
          <Button type="submit" isDisabled={create.isPending}>
            {create.isPending ? <Trans>Uploading…</Trans> : <Trans>Upload</Trans>}
          </Button>
        </form>
        <CardSection id="hb-wp-steps" title={<Trans>How a task sheet is published</Trans>}>
          <ol className="hb-wp__steps">
            <li>
              <Trans>Upload one PDF with its name, subject and grade.</Trans>
            </li>
            <li>
              <Trans>Check the PDF in the page, then choose the classes or groups and the dates.</Trans>
            </li>
            <li>
              <Trans>Follow who has finished it in the distribution list.</Trans>
            </li>
          </ol>
          {file ? (
            <p className="hb-wp__chosen">
              <Trans>
                Chosen: {file.name} ({formatMegabytes(file.size)})
              </Trans>
            </p>
          ) : null}
        </CardSection>
      </div>
    </div>
  );
}
