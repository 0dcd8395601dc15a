import type { Faker } from '@faker-js/faker';
import type { Role, SubjectCode, TextbookType } from '@harbour/api-client/contract';
import { GRADE_CODE_MIN, GRADE_NAMES, SUBJECT_CODES, TEXTBOOK_TYPES } from '@harbour/domain';
import { hashPassword } from '../../modules/auth';
import type { Db } from '../client';
import {
  classes,
  grades,
  groupMembers,
  groups,
  parents,
  schools,
  staffUsers,
  students,
  teachingAssignments,
} from '../schema';
import { hongKongName } from './names';

export const ALL_TEXTBOOKS: TextbookType[] = [...TEXTBOOK_TYPES];
/** Grade codes 1–9 with their names. */
export const GRADES = GRADE_NAMES.map((name, index) => [GRADE_CODE_MIN + index, name] as const);
/** Students per class (the issue: 25–35). */
export const CLASS_SIZE_MIN = 25;
export const CLASS_SIZE_MAX = 35;
/**
 * The student account a newcomer logs in with (README): the first student of 3B, the class demo-teacher
 * heads and teaches English and Mathematics in. Every other student keeps the account of its class and number.
 */
export const STUDENT_ACCOUNT_SUFFIX = 'student';
export const STUDENT_ACCOUNT_CLASS = '3B';

/** A school to seed: names, the prefix of its staff accounts and its size. */
export interface SchoolSpec {
  name: string;
  nameEn: string;
  address: string;
  phone: string;
  /** Prefix of every account, e.g. "demo-". */
  accountPrefix: string;
  /** Classes per grade (2 × scale for the demo school). */
  classesPerGrade: number;
}

/** The named staff accounts of a school: one per role; the teacher also holds HEAD_TEACHER. */
export const NAMED_STAFF: readonly {
  suffix: string;
  roles: Role[];
  subjects: SubjectCode[];
  name: string;
  nameEn: string;
  gender: 'MALE' | 'FEMALE';
}[] = [
  {
    suffix: 'headmaster',
    roles: ['HEADMASTER'],
    subjects: [...SUBJECT_CODES],
    name: '何志強',
    nameEn: 'Peter Ho Chi Keung',
    gender: 'MALE',
  },
  {
    suffix: 'director',
    roles: ['CURRICULUM_DIRECTOR'],
    subjects: [...SUBJECT_CODES],
    name: '李美玲',
    nameEn: 'Mandy Lee Mei Ling',
    gender: 'FEMALE',
  },
  {
    suffix: 'panel',
    roles: ['PANEL'],
    subjects: ['ENGLISH'],
    name: '陳家俊',
    nameEn: 'Kelvin Chan Ka Chun',
    gender: 'MALE',
  },
  {
    suffix: 'classteacher',
    roles: ['HEAD_TEACHER'],
    subjects: ['CHINESE'],
    name: '黃詠詩',
    nameEn: 'Winnie Wong Wing Sze',
    gender: 'FEMALE',
  },
  {
    suffix: 'teacher',
    roles: ['TEACHER', 'HEAD_TEACHER'],
    subjects: ['ENGLISH', 'MATH'],
    name: '梁浩文',
    nameEn: 'Ivan Leung Ho Man',
    gender: 'MALE',
  },
];

/** Class letters: A, B, C … */
export function classLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

export interface SeededPeople {
  schoolId: number;
  staffByAccount: Map<string, number>;
  classes: { id: number; gradeCode: number; className: string; index: number }[];
  /** Teacher of each class × subject. */
  teacherOf: Map<string, number>;
  studentsByClass: Map<number, number[]>;
  /** Fixed groups per class (first group first). */
  groupsByClass: Map<number, { id: number; members: number[] }[]>;
  /** The student with the `{prefix}student` account, when the school has its class. */
  namedStudentId: number | null;
}

/**
 * `count` hashes of one password, each with its own salt, so no two accounts share a stored hash;
 * computed in parallel on libuv's threads (argon2 takes tens of milliseconds each).
 */
function hashEach(password: string, count: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, () => hashPassword(password)));
}

async function insertChunked<T extends Record<string, unknown>>(
  insert: (rows: T[]) => Promise<{ id: number }[]>,
  rows: T[],
  size = 1000,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const result = await insert(rows.slice(i, i + size));
    ids.push(...result.map((row) => row.id));
  }
  return ids;
}

/** Seeds a school with its grades, classes, staff, students, groups and parents; every staff account has `password`. */
export async function seedPeople(
  db: Db,
  faker: Faker,
  spec: SchoolSpec,
  password: string,
): Promise<SeededPeople> {
  const prefix = spec.accountPrefix;
  const [school] = await db
    .insert(schools)
    .values({ name: spec.name, nameEn: spec.nameEn, address: spec.address, phone: spec.phone })
    .returning({ id: schools.id });
  if (!school) throw new Error('school insert returned nothing');
  const schoolId = school.id;

  const gradeRows = await db
    .insert(grades)
    .values(GRADES.map(([gradeCode, name]) => ({ schoolId, gradeCode, name })))
    .returning({ id: grades.id, gradeCode: grades.gradeCode });

  const staffByAccount = new Map<string, number>();
  // Students share one hash of the password, computed once: hundreds (thousands at --scale 10) of argon2
  // hashes would take most of the seed's time. Staff accounts, few, each get their own salt.
  const [namedHashes, studentHash] = await Promise.all([
    hashEach(password, NAMED_STAFF.length),
    hashPassword(password),
  ]);
  const named = await db
    .insert(staffUsers)
    .values(
      NAMED_STAFF.map((staff, index) => ({
        schoolId,
        account: `${prefix}${staff.suffix}`,
        passwordHash: namedHashes[index] ?? '',
        name: staff.name,
        nameEn: staff.nameEn,
        gender: staff.gender,
        roles: staff.roles,
        activeRole: staff.roles[0] ?? 'TEACHER',
        subjectCodes: staff.subjects,
        textbookTypes: ALL_TEXTBOOKS,
        email: `${prefix}${staff.suffix}@harbour.edu.hk`,
      })),
    )
    .returning({ id: staffUsers.id, account: staffUsers.account });
  for (const row of named) staffByAccount.set(row.account, row.id);

  // One teacher per grade and subject covers what the named staff do not.
  const generated: { key: string; values: typeof staffUsers.$inferInsert }[] = [];
  let counter = 1;
  for (const [gradeCode] of GRADES) {
    for (const subject of SUBJECT_CODES) {
      const person = hongKongName(faker);
      const account = `${prefix}t${String(counter++).padStart(3, '0')}`;
      generated.push({
        key: `${gradeCode}:${subject}`,
        values: {
          schoolId,
          account,
          passwordHash: '',
          name: person.name,
          nameEn: person.nameEn,
          gender: person.gender,
          roles: ['TEACHER', 'HEAD_TEACHER'],
          activeRole: 'TEACHER',
          subjectCodes: [subject],
          textbookTypes: ALL_TEXTBOOKS,
          email: `${account}@harbour.edu.hk`,
        },
      });
    }
  }
  const generatedHashes = await hashEach(password, generated.length);
  const generatedRows = await db
    .insert(staffUsers)
    .values(generated.map((g, index) => ({ ...g.values, passwordHash: generatedHashes[index] ?? '' })))
    .returning({ id: staffUsers.id });
  const gradeSubjectTeacher = new Map<string, number>();
  generated.forEach((g, index) => {
    const id = generatedRows[index]?.id;
    if (id !== undefined) gradeSubjectTeacher.set(g.key, id);
  });

  const teacherId = staffByAccount.get(`${prefix}teacher`) ?? 0;
  const classTeacherId = staffByAccount.get(`${prefix}classteacher`) ?? 0;
  const classValues: (typeof classes.$inferInsert & { index: number })[] = [];
  for (const [gradeCode] of GRADES) {
    const gradeId = gradeRows.find((g) => g.gradeCode === gradeCode)?.id ?? 0;
    for (let index = 0; index < spec.classesPerGrade; index++) {
      const className = `${gradeCode}${classLetter(index)}`;
      const head =
        className === '3B'
          ? teacherId
          : className === '4A'
            ? classTeacherId
            : gradeSubjectTeacher.get(`${gradeCode}:${SUBJECT_CODES[index % 3]}`);
      classValues.push({
        schoolId,
        gradeId,
        gradeCode,
        className,
        headTeacherId: head ?? null,
        aplusMathAccessStatus: !(gradeCode === 9 && index === 1),
        index,
      });
    }
  }
  const classRows = await db
    .insert(classes)
    .values(classValues.map(({ index: _index, ...values }) => values))
    .returning({ id: classes.id, gradeCode: classes.gradeCode, className: classes.className });
  const classList = classRows.map((row, i) => ({ ...row, index: classValues[i]?.index ?? 0 }));

  // Teaching: demo-teacher teaches English in 3A, 3B, 5A and Mathematics in 3B; the class teacher
  // teaches Chinese in 4A; the grade's teacher of each subject teaches the rest.
  const special = new Map<string, number>([
    ['3A:ENGLISH', teacherId],
    ['3B:ENGLISH', teacherId],
    ['5A:ENGLISH', teacherId],
    ['3B:MATH', teacherId],
    ['4A:CHINESE', classTeacherId],
  ]);
  const teacherOf = new Map<string, number>();
  const assignments: (typeof teachingAssignments.$inferInsert)[] = [];
  for (const klass of classList) {
    for (const subject of SUBJECT_CODES) {
      const id =
        special.get(`${klass.className}:${subject}`) ??
        gradeSubjectTeacher.get(`${klass.gradeCode}:${subject}`);
      if (id === undefined) continue;
      teacherOf.set(`${klass.id}:${subject}`, id);
      assignments.push({ schoolId, teacherId: id, classId: klass.id, subjectCode: subject });
    }
  }
  await db.insert(teachingAssignments).values(assignments);

  // Students, parents and groups.
  const studentValues: (typeof students.$inferInsert & { surnameIndex: number })[] = [];
  for (const klass of classList) {
    const size = faker.number.int({ min: CLASS_SIZE_MIN, max: CLASS_SIZE_MAX });
    const names = Array.from({ length: size }, () => hongKongName(faker)).sort((a, b) =>
      a.nameEn.split(' ').slice(1).join(' ').localeCompare(b.nameEn.split(' ').slice(1).join(' ')),
    );
    names.forEach((person, i) => {
      studentValues.push({
        schoolId,
        classId: klass.id,
        classNumber: i + 1,
        name: person.name,
        nameEn: person.nameEn,
        gender: person.gender,
        account:
          klass.className === STUDENT_ACCOUNT_CLASS && i === 0
            ? `${prefix}${STUDENT_ACCOUNT_SUFFIX}`
            : `${prefix}s${klass.className.toLowerCase()}${String(i + 1).padStart(2, '0')}`,
        passwordHash: studentHash,
        surnameIndex: person.surnameIndex,
      });
    });
  }
  const studentIds = await insertChunked(
    (rows) =>
      db
        .insert(students)
        .values(rows.map(({ surnameIndex: _s, ...values }) => values))
        .returning({ id: students.id }),
    studentValues,
  );
  const studentsByClass = new Map<number, number[]>();
  studentValues.forEach((values, i) => {
    const list = studentsByClass.get(values.classId) ?? [];
    list.push(studentIds[i] ?? 0);
    studentsByClass.set(values.classId, list);
  });

  const parentValues = studentValues.map((values, i) => {
    const gender = faker.helpers.arrayElement(['MALE', 'FEMALE'] as const);
    const person = hongKongName(faker, gender, values.surnameIndex);
    return {
      schoolId,
      studentId: studentIds[i] ?? 0,
      name: person.name,
      relation: gender === 'MALE' ? 'FATHER' : 'MOTHER',
      phone: `${faker.helpers.arrayElement(['5', '6', '9'])}${faker.string.numeric(7)}`,
      email: `parent.${values.account}@example.hk`,
    };
  });
  await insertChunked((rows) => db.insert(parents).values(rows).returning({ id: parents.id }), parentValues);

  const groupsByClass = new Map<number, { id: number; members: number[] }[]>();
  const memberValues: { groupId: number; studentId: number }[] = [];
  for (const klass of classList) {
    const members = studentsByClass.get(klass.id) ?? [];
    const half = Math.ceil(members.length / 2);
    const rows = await db
      .insert(groups)
      .values([
        {
          schoolId,
          classId: klass.id,
          gradeCode: klass.gradeCode,
          groupName: `${klass.className} 第一組`,
          fixed: true,
        },
        {
          schoolId,
          classId: klass.id,
          gradeCode: klass.gradeCode,
          groupName: `${klass.className} 第二組`,
          fixed: true,
        },
      ])
      .returning({ id: groups.id });
    const list = rows.map((row, i) => ({
      id: row.id,
      members: i === 0 ? members.slice(0, half) : members.slice(half),
    }));
    groupsByClass.set(klass.id, list);
    for (const group of list)
      for (const studentId of group.members) memberValues.push({ groupId: group.id, studentId });
  }
  // One grade-wide enrichment group per grade, drawn from every class of the grade.
  for (const [gradeCode, gradeName] of GRADES) {
    const [group] = await db
      .insert(groups)
      .values({
        schoolId,
        classId: null,
        gradeCode,
        groupName: `${gradeName} English Enrichment`,
        fixed: false,
      })
      .returning({ id: groups.id });
    if (!group) continue;
    for (const klass of classList.filter((c) => c.gradeCode === gradeCode)) {
      for (const studentId of (studentsByClass.get(klass.id) ?? []).slice(0, 4)) {
        memberValues.push({ groupId: group.id, studentId });
      }
    }
  }
  for (let i = 0; i < memberValues.length; i += 1000) {
    await db.insert(groupMembers).values(memberValues.slice(i, i + 1000));
  }

  const namedIndex = studentValues.findIndex(
    (values) => values.account === `${prefix}${STUDENT_ACCOUNT_SUFFIX}`,
  );
  return {
    schoolId,
    staffByAccount,
    classes: classList,
    teacherOf,
    studentsByClass,
    groupsByClass,
    namedStudentId: namedIndex >= 0 ? (studentIds[namedIndex] ?? null) : null,
  };
}
