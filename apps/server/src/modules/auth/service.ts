import {
  ERROR_CODES,
  type GradeClasses,
  type Locale,
  type LoginResult,
  type Role,
  type StudentLoginResult,
  type StudentSession,
  type SubjectCode,
  type TeacherCenter,
  type TeacherProfile,
  type TextbookType,
  THIRD_PARTY_NOT_CONFIGURED_CODE,
  THIRD_PARTY_PROVIDERS,
  THIRD_PARTY_REFUSED_CODE,
  type ThirdLoginBody,
  type ThirdPartyProvider,
  type UserInfo,
} from '@harbour/api-client/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { classes, grades, schools, staffUsers, students, teachingAssignments } from '../../db/schema';
import { studentWithClass } from '../../db/selections';
import { notFound, ruleError } from '../../errors';
import type { StaffPrincipal, StudentPrincipal } from '../../plugins/auth';
import { gradesInScope, type Scope, scopeOf } from '../../plugins/tenancy';
import { hashPassword, isValidPassword, verifyPassword } from './credentials';
import { endOtherSessions, openSession } from './sessions';

type StaffRow = typeof staffUsers.$inferSelect;

/** A valid argon2id hash of no real password, verified when the account is unknown so timing says nothing. */
let decoyHash: Promise<string> | undefined;

/** Verifies a password against the decoy hash, so an unknown account takes as long as a known one. */
async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-1');
  await verifyPassword(await decoyHash, password);
}

/** Checks an account and password; the same "wrong password" rule for an unknown account. */
export async function authenticate(db: Db, account: string, password: string): Promise<StaffRow> {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.account, account)).limit(1);
  if (!user) {
    await verifyDecoy(password);
    throw ruleError(ERROR_CODES.WRONG_PASSWORD, 'wrongPassword');
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw ruleError(ERROR_CODES.WRONG_PASSWORD, 'wrongPassword');
  }
  return user;
}

/** The grades and classes a scope reaches, for userInfo.gradeClasses. */
export async function gradeClassesOf(db: Db, scope: Scope): Promise<GradeClasses[]> {
  const rows = await db
    .select({ classId: classes.id, className: classes.className, gradeCode: classes.gradeCode })
    .from(classes)
    .where(eq(classes.schoolId, scope.schoolId))
    .orderBy(asc(classes.gradeCode), asc(classes.className));
  return gradesInScope(scope, rows, (row) => ({ classId: row.classId, className: row.className }));
}

/** The principal a staff row acts as (outside any session). */
export function principalOfStaff(user: StaffRow): StaffPrincipal {
  return {
    sessionId: 0,
    schoolId: user.schoolId,
    staffId: user.id,
    studentId: null,
    studentClassId: null,
    roles: user.roles as Role[],
    activeRole: user.activeRole as Role,
    subjectCodes: user.subjectCodes as SubjectCode[],
    locale: user.locale as Locale,
  };
}

async function loadStaff(db: Db, schoolId: number, staffId: number): Promise<StaffRow> {
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.id, staffId), eq(staffUsers.schoolId, schoolId)))
    .limit(1);
  if (!user) throw notFound();
  return user;
}

/** Who a staff member is, as both their userInfo and their teacher profile begin. */
function staffIdentityOf(
  user: StaffRow,
): Pick<TeacherProfile, 'userId' | 'account' | 'name' | 'nameEn' | 'gender'> {
  return {
    userId: user.id,
    account: user.account,
    name: user.name,
    nameEn: user.nameEn,
    gender: user.gender as TeacherProfile['gender'],
  };
}

/** userInfo for the back-office (spec §3). */
export async function userInfoOf(db: Db, schoolId: number, staffId: number): Promise<UserInfo> {
  const user = await loadStaff(db, schoolId, staffId);
  const [school] = await db.select().from(schools).where(eq(schools.id, user.schoolId)).limit(1);
  const scope = await scopeOf(db, principalOfStaff(user));
  const locale = user.locale as Locale;
  const subjectCodes = user.subjectCodes as SubjectCode[];
  return {
    ...staffIdentityOf(user),
    schoolId: user.schoolId,
    schoolName: (locale === 'en' ? school?.nameEn : school?.name) ?? '',
    roles: user.roles as Role[],
    activeRole: user.activeRole as Role,
    locale,
    subjectCode: subjectCodes[0] ?? null,
    subjectCodes,
    textbookTypes: user.textbookTypes as TextbookType[],
    gradeClasses: await gradeClassesOf(db, scope),
  };
}

/** POST /login: checks the credentials, stores the chosen locale, opens a session. */
export async function login(
  db: Db,
  body: { account: string; password: string; locale?: Locale | undefined },
  ttlMs: number,
  now = new Date(),
): Promise<LoginResult> {
  const user = await authenticate(db, body.account, body.password);
  if (body.locale && body.locale !== user.locale) {
    await db.update(staffUsers).set({ locale: body.locale }).where(eq(staffUsers.id, user.id));
  }
  const session = await openSession(db, { schoolId: user.schoolId, staffId: user.id }, ttlMs, now);
  return { ...session, userInfo: await userInfoOf(db, user.schoolId, user.id) };
}

/**
 * PUT /modifypassword with the spec's three messages and the 6–30 rule; the change ends every other
 * session of the user (and the simulated sessions they opened), keeping the caller's.
 */
export async function modifyPassword(
  db: Db,
  principal: StaffPrincipal,
  body: { oldPassword: string; newPassword: string; confirmPassword: string },
): Promise<void> {
  const user = await loadStaff(db, principal.schoolId, principal.staffId);
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
    throw ruleError(ERROR_CODES.OLD_PASSWORD_INCORRECT, 'oldPasswordIncorrect');
  }
  if (body.newPassword !== body.confirmPassword) {
    throw ruleError(ERROR_CODES.PASSWORDS_INCONSISTENT, 'passwordsInconsistent');
  }
  if (body.newPassword === body.oldPassword) {
    throw ruleError(ERROR_CODES.PASSWORD_UNCHANGED, 'passwordUnchanged');
  }
  if (!isValidPassword(body.newPassword)) throw ruleError(ERROR_CODES.PASSWORD_FORMAT, 'passwordFormat');
  await db
    .update(staffUsers)
    .set({ passwordHash: await hashPassword(body.newPassword) })
    .where(eq(staffUsers.id, user.id));
  await endOtherSessions(db, user.id, principal.sessionId);
}

/** POST /v2/role/switch: only to a role the user holds ("user type error" otherwise). */
export async function switchRole(db: Db, principal: StaffPrincipal, role: Role): Promise<UserInfo> {
  if (!principal.roles.includes(role)) throw ruleError(ERROR_CODES.USER_TYPE_ERROR, 'userTypeError');
  await db.update(staffUsers).set({ activeRole: role }).where(eq(staffUsers.id, principal.staffId));
  return userInfoOf(db, principal.schoolId, principal.staffId);
}

export async function switchLanguage(db: Db, principal: StaffPrincipal, locale: Locale): Promise<void> {
  await db.update(staffUsers).set({ locale }).where(eq(staffUsers.id, principal.staffId));
}

export function teacherProfileOf(user: StaffRow): TeacherProfile {
  return {
    ...staffIdentityOf(user),
    roles: user.roles as Role[],
    activeRole: user.activeRole as Role,
    subjectCodes: user.subjectCodes as SubjectCode[],
    email: user.email,
    phone: user.phone,
    locale: user.locale as Locale,
  };
}

export async function teacherProfile(db: Db, principal: StaffPrincipal): Promise<TeacherProfile> {
  return teacherProfileOf(await loadStaff(db, principal.schoolId, principal.staffId));
}

export async function updateProfile(
  db: Db,
  principal: StaffPrincipal,
  changes: Partial<Pick<StaffRow, 'name' | 'nameEn' | 'gender' | 'email' | 'phone'>>,
): Promise<TeacherProfile> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(defined).length > 0) {
    await db
      .update(staffUsers)
      .set(defined)
      .where(and(eq(staffUsers.id, principal.staffId), eq(staffUsers.schoolId, principal.schoolId)));
  }
  return teacherProfile(db, principal);
}

export async function teacherCenter(db: Db, principal: StaffPrincipal): Promise<TeacherCenter> {
  const user = await loadStaff(db, principal.schoolId, principal.staffId);
  const [school] = await db.select().from(schools).where(eq(schools.id, user.schoolId)).limit(1);
  if (!school) throw notFound();
  const teachings = await db
    .select({
      classId: classes.id,
      className: classes.className,
      gradeCode: classes.gradeCode,
      subjectCode: teachingAssignments.subjectCode,
    })
    .from(teachingAssignments)
    .innerJoin(classes, eq(classes.id, teachingAssignments.classId))
    .where(and(eq(teachingAssignments.teacherId, user.id), eq(teachingAssignments.schoolId, user.schoolId)))
    .orderBy(asc(classes.gradeCode), asc(classes.className), asc(teachingAssignments.subjectCode));
  const [headClass] = await db
    .select({ classId: classes.id, className: classes.className })
    .from(classes)
    .where(and(eq(classes.headTeacherId, user.id), eq(classes.schoolId, user.schoolId)))
    .limit(1);
  return {
    teacher: teacherProfileOf(user),
    school: {
      schoolId: school.id,
      name: school.name,
      nameEn: school.nameEn,
      address: school.address,
      phone: school.phone,
    },
    teachings: teachings.map((row) => ({ ...row, subjectCode: row.subjectCode as SubjectCode })),
    headClass: headClass ?? null,
  };
}

/** Grade rows of a school keyed by code (used by dropdowns). */
export async function gradeRows(db: Db, schoolId: number, codes?: number[]) {
  return db
    .select()
    .from(grades)
    .where(
      codes
        ? and(eq(grades.schoolId, schoolId), inArray(grades.gradeCode, codes))
        : eq(grades.schoolId, schoolId),
    )
    .orderBy(asc(grades.gradeCode));
}

/**
 * A third-party sign-in provider plugged in by configuration (buildApp's `thirdPartyProviders`): it checks
 * the proof the provider gave the browser (an authorisation code or ID token) and names the verified email,
 * or null when the proof is refused. The server then signs in the one staff user with that email.
 */
export interface ThirdPartySignIn {
  verify(proof: { code: string; redirectUri?: string | undefined }): Promise<{ email: string } | null>;
}

/** POST /login/unify/third: "not configured" when no provider is plugged in for the name. */
export async function thirdPartyLogin(
  db: Db,
  providers: Partial<Record<ThirdPartyProvider, ThirdPartySignIn>>,
  body: ThirdLoginBody,
  ttlMs: number,
  now = new Date(),
): Promise<LoginResult> {
  const provider = providers[body.provider];
  const name = THIRD_PARTY_PROVIDERS[body.provider];
  if (!provider)
    throw ruleError(THIRD_PARTY_NOT_CONFIGURED_CODE, 'thirdPartyNotConfigured', { provider: name });
  const identity = body.code
    ? await provider.verify({ code: body.code, redirectUri: body.redirectUri })
    : null;
  const email = identity?.email.trim().toLowerCase();
  const users = email
    ? await db.select().from(staffUsers).where(sql`lower(${staffUsers.email}) = ${email}`).limit(2)
    : [];
  const [user] = users;
  if (!user || users.length > 1)
    throw ruleError(THIRD_PARTY_REFUSED_CODE, 'thirdPartyRefused', { provider: name });
  if (body.locale && body.locale !== user.locale) {
    await db.update(staffUsers).set({ locale: body.locale }).where(eq(staffUsers.id, user.id));
  }
  const session = await openSession(db, { schoolId: user.schoolId, staffId: user.id }, ttlMs, now);
  return { ...session, userInfo: await userInfoOf(db, user.schoolId, user.id) };
}

/** A student of a school with their class (for a simulated session), if there is one. */
export async function studentOfSchool(db: DbOrTx, schoolId: number, studentId: number) {
  const [student] = await db
    .select(studentWithClass)
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(students.id, studentId), eq(students.schoolId, schoolId)))
    .limit(1);
  return student;
}

/** The student app's profile of a student: class and school names (the school's in the locale). */
async function studentProfileOf(db: DbOrTx, schoolId: number, studentId: number, locale: Locale) {
  const [row] = await db
    .select({
      ...studentWithClass,
      schoolName: schools.name,
      schoolNameEn: schools.nameEn,
    })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(and(eq(students.id, studentId), eq(students.schoolId, schoolId)))
    .limit(1);
  if (!row) throw notFound();
  const { schoolNameEn, ...profile } = row;
  return { ...profile, schoolName: locale === 'en' ? schoolNameEn : profile.schoolName };
}

/** Who a student-scoped session is: the student, and the simulating teacher (id and name) if any. */
export async function studentSessionOf(
  db: Db,
  principal: Pick<StudentPrincipal, 'schoolId' | 'studentId' | 'staffId'>,
  locale: Locale,
): Promise<StudentSession> {
  const student = await studentProfileOf(db, principal.schoolId, principal.studentId, locale);
  if (principal.staffId === null) return { student, simulatedBy: null };
  const [teacher] = await db
    .select({ staffId: staffUsers.id, name: staffUsers.name, nameEn: staffUsers.nameEn })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, principal.staffId), eq(staffUsers.schoolId, principal.schoolId)))
    .limit(1);
  if (!teacher) throw notFound();
  return {
    student,
    simulatedBy: {
      staffId: teacher.staffId,
      name: locale === 'en' && teacher.nameEn ? teacher.nameEn : teacher.name,
    },
  };
}

/**
 * POST /ael/student/common/login: a student's account and password (argon2id, as staff). A student without a
 * password (none set yet) cannot sign in, and is told "wrong password" like an unknown account, after the
 * same decoy check so the answer's timing says nothing.
 */
export async function studentLogin(
  db: Db,
  body: { account: string; password: string },
  ttlMs: number,
  locale: Locale,
  now = new Date(),
): Promise<StudentLoginResult> {
  const [student] = await db
    .select({ id: students.id, schoolId: students.schoolId, passwordHash: students.passwordHash })
    .from(students)
    .where(eq(students.account, body.account))
    .limit(1);
  if (!student?.passwordHash) {
    await verifyDecoy(body.password);
    throw ruleError(ERROR_CODES.WRONG_PASSWORD, 'wrongPassword');
  }
  if (!(await verifyPassword(student.passwordHash, body.password))) {
    throw ruleError(ERROR_CODES.WRONG_PASSWORD, 'wrongPassword');
  }
  const session = await openSession(db, { schoolId: student.schoolId, studentId: student.id }, ttlMs, now);
  const who = await studentSessionOf(
    db,
    { schoolId: student.schoolId, studentId: student.id, staffId: null },
    locale,
  );
  return { ...session, ...who };
}
