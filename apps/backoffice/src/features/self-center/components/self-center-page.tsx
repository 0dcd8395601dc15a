import {
  type Gender,
  type TeacherCenter,
  teacherCenterQueryOptions,
  updateProfileMutationOptions,
} from '@harbour/api-client';
import { GENDERS } from '@harbour/domain';
import { Button, showToast, TextInput } from '@harbour/ui';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { formatList, GENDER_LABELS, ROLE_LABELS, SUBJECT_LABELS } from '../../../shared/labels';
import { isEmailValid, isPhoneValid } from '../logic/validate-contact';
import './self-center.css';

/** /home/selfCenter: the teacher's profile (editable), roles, teaching and school. */
export function SelfCenterPage() {
  const { data } = useSuspenseQuery(teacherCenterQueryOptions());
  return (
    <div className="hb-self">
      <h1>
        <Trans>Personal centre</Trans>
      </h1>
      <div className="hb-self__grid">
        <ProfileForm center={data} key={JSON.stringify(data.teacher)} />
        <div className="hb-self__side">
          <SchoolInfo center={data} />
          <section className="hb-card">
            <h2>
              <Trans>Password</Trans>
            </h2>
            <Link to="/home/changePw">
              <Trans>Change password</Trans>
            </Link>
          </section>
        </div>
      </div>
    </div>
  );
}

function ProfileForm({ center }: { center: TeacherCenter }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { teacher } = center;
  const [name, setName] = useState(teacher.name);
  const [nameEn, setNameEn] = useState(teacher.nameEn);
  const [gender, setGender] = useState<Gender>(teacher.gender);
  const [email, setEmail] = useState(teacher.email);
  const [phone, setPhone] = useState(teacher.phone);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation(updateProfileMutationOptions(queryClient));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(t`Please enter your name`);
    if (!isPhoneValid(phone) || !isEmailValid(email))
      return setProblem(t`Incorrect format of mobile number / email address`);
    setProblem(null);
    save.mutate(
      { name: name.trim(), nameEn: nameEn.trim(), gender, email: email.trim(), phone: phone.trim() },
      { onSuccess: () => showToast(t`Saved`, 'success') },
    );
  };

  return (
    <form className="hb-card hb-self__profile" onSubmit={onSubmit} noValidate>
      <h2>
        <Trans>Profile</Trans>
      </h2>
      <dl className="hb-facts">
        <dt>
          <Trans>Account</Trans>
        </dt>
        <dd>{teacher.account}</dd>
        <dt>
          <Trans>Roles</Trans>
        </dt>
        <dd>
          {formatList(
            teacher.roles.map((role) => i18n._(ROLE_LABELS[role])),
            i18n.locale,
          )}
        </dd>
        <dt>
          <Trans>Subjects</Trans>
        </dt>
        <dd>
          {formatList(
            teacher.subjectCodes.map((code) => i18n._(SUBJECT_LABELS[code])),
            i18n.locale,
          ) || '—'}
        </dd>
      </dl>
      <TextInput label={t`Name (Chinese)`} value={name} onChange={setName} isRequired />
      <TextInput label={t`Name (English)`} value={nameEn} onChange={setNameEn} />
      <Select
        label={t`Gender`}
        options={GENDERS.map((g) => ({ value: g, label: i18n._(GENDER_LABELS[g]) }))}
        value={gender}
        onChange={(value) => setGender(value as Gender)}
      />
      <TextInput label={t`Email`} type="email" value={email} onChange={setEmail} />
      <TextInput label={t`Mobile number`} type="tel" value={phone} onChange={setPhone} />
      {problem ? (
        <p className="hb-form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" isDisabled={save.isPending}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}

function SchoolInfo({ center }: { center: TeacherCenter }) {
  const { i18n } = useLingui();
  const { school, teachings, headClass } = center;
  return (
    <section className="hb-card">
      <h2>
        <Trans>School</Trans>
      </h2>
      <dl className="hb-facts">
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{i18n.locale === 'en' && school.nameEn ? school.nameEn : school.name}</dd>
        <dt>
          <Trans>Address</Trans>
        </dt>
        <dd>{school.address}</dd>
        <dt>
          <Trans>Telephone</Trans>
        </dt>
        <dd>{school.phone}</dd>
        <dt>
          <Trans>Class teacher of</Trans>
        </dt>
        <dd>{headClass?.className ?? '—'}</dd>
        <dt>
          <Trans>Teaching</Trans>
        </dt>
        <dd>
          {teachings.length === 0
            ? '—'
            : formatList(
                teachings.map((x) => `${x.className} ${i18n._(SUBJECT_LABELS[x.subjectCode])}`),
                i18n.locale,
              )}
        </dd>
      </dl>
    </section>
  );
}
