import { z } from 'zod';
import {
  classRefSchema,
  genderSchema,
  idSchema,
  localeSchema,
  roleSchema,
  sessionTokenSchema,
  studentRowSchema,
  subjectCodeSchema,
  textbookTypeSchema,
  textSchema,
} from './common';

/** Password length bounds (back-office spec §5). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 30;

/** POST /ael/school/common/login and /login/unify body. */
export const loginBodySchema = z.object({
  /** Login account, e.g. demo-teacher. */
  account: textSchema.trim().min(1).max(100),
  /** Password in clear (sent over HTTPS). */
  password: textSchema.min(1).max(200),
  /** Interface language to keep for the session; the stored one when absent. */
  locale: localeSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** A class in the user's scope, within gradeClasses. */
export const userClassSchema = classRefSchema;

/** The grades and classes the user's active role reaches. */
export const gradeClassesSchema = z.object({
  /** Grade code 1–9. */
  gradeCode: z.number().int(),
  /** Grade name such as P1. */
  gradeName: z.string(),
  /** Classes of the grade in scope. */
  classes: z.array(userClassSchema),
});
export type GradeClasses = z.infer<typeof gradeClassesSchema>;

/** userInfo kept by the back-office (back-office spec §3). */
export const userInfoSchema = z.object({
  /** Staff user id. */
  userId: z.number().int(),
  /** Login account. */
  account: z.string(),
  /** Display name in Chinese. */
  name: z.string(),
  /** Display name in English. */
  nameEn: z.string(),
  /** MALE or FEMALE. */
  gender: genderSchema,
  /** School id. */
  schoolId: z.number().int(),
  /** School name in the user's locale. */
  schoolName: z.string(),
  /** Every role the user holds. */
  roles: z.array(roleSchema),
  /** The role the user currently acts in. */
  activeRole: roleSchema,
  /** Interface language. */
  locale: localeSchema,
  /** The user's main subject (the first of subjectCodes), or null. */
  subjectCode: subjectCodeSchema.nullable(),
  /** Every subject the user teaches or heads. */
  subjectCodes: z.array(subjectCodeSchema),
  /** Course families the user may use. */
  textbookTypes: z.array(textbookTypeSchema),
  /** Grades and classes the active role reaches. */
  gradeClasses: z.array(gradeClassesSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Answer of the login calls and of role switch. */
export const loginResultSchema = sessionTokenSchema.extend({
  /** The signed-in user. */
  userInfo: userInfoSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** PUT /ael/school/common/modifypassword body. */
export const modifyPasswordBodySchema = z.object({
  /** Current password. */
  oldPassword: textSchema.min(1).max(200),
  /** New password: 6–30 characters with letters and numbers. */
  newPassword: textSchema.max(200),
  /** Re-entry of the new password. */
  confirmPassword: textSchema.max(200),
});
export type ModifyPasswordBody = z.infer<typeof modifyPasswordBodySchema>;

/** PUT /ael/school/common/profile body; absent fields stay unchanged. */
export const profileBodySchema = z.object({
  /** Display name in Chinese. */
  name: textSchema.trim().min(1).max(50).optional(),
  /** Display name in English. */
  nameEn: textSchema.trim().max(50).optional(),
  /** MALE or FEMALE. */
  gender: genderSchema.optional(),
  /** Contact e-mail address. */
  email: z.union([z.email().max(200), z.literal('')]).optional(),
  /** Contact phone number (8 digits in Hong Kong, optional +852). */
  phone: z.union([z.string().regex(/^(\+852)?\d{8}$/), z.literal('')]).optional(),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** POST /ael/school/common/v2/role/switch body. */
export const roleSwitchBodySchema = z.object({
  /** A role the user holds. */
  role: roleSchema,
});
export type RoleSwitchBody = z.infer<typeof roleSwitchBodySchema>;

/** POST /ael/school/common/language/switch body. */
export const languageSwitchBodySchema = z.object({
  /** New interface language. */
  locale: localeSchema,
});
export type LanguageSwitchBody = z.infer<typeof languageSwitchBodySchema>;

/** School details in the personal centre. */
export const schoolInfoSchema = z.object({
  /** School id. */
  schoolId: z.number().int(),
  /** Chinese name. */
  name: z.string(),
  /** English name. */
  nameEn: z.string(),
  /** Address. */
  address: z.string(),
  /** Telephone. */
  phone: z.string(),
});

/** GET /ael/school/common/teacher: the teacher profile. */
export const teacherProfileSchema = z.object({
  /** Staff user id. */
  userId: z.number().int(),
  /** Login account. */
  account: z.string(),
  /** Display name in Chinese. */
  name: z.string(),
  /** Display name in English. */
  nameEn: z.string(),
  /** MALE or FEMALE. */
  gender: genderSchema,
  /** Roles held. */
  roles: z.array(roleSchema),
  /** Active role. */
  activeRole: roleSchema,
  /** Subjects taught or headed. */
  subjectCodes: z.array(subjectCodeSchema),
  /** Contact e-mail. */
  email: z.string(),
  /** Contact phone. */
  phone: z.string(),
  /** Interface language. */
  locale: localeSchema,
});
export type TeacherProfile = z.infer<typeof teacherProfileSchema>;

/** One teaching assignment as shown in the personal centre. */
export const teachingSchema = classRefSchema.extend({
  /** Grade code. */
  gradeCode: z.number().int(),
  /** Subject taught. */
  subjectCode: subjectCodeSchema,
});

/** GET /ael/school/common/teacher/center: profile, school and teaching load. */
export const teacherCenterSchema = z.object({
  /** The teacher profile. */
  teacher: teacherProfileSchema,
  /** The school. */
  school: schoolInfoSchema,
  /** Classes and subjects the teacher teaches. */
  teachings: z.array(teachingSchema),
  /** Class the teacher is class teacher of, if any. */
  headClass: userClassSchema.nullable(),
});
export type TeacherCenter = z.infer<typeof teacherCenterSchema>;

/** POST /ael/school/common/login/simulate and /ael/student/common/login/simulate body. */
export const simulateLoginBodySchema = z.object({
  /** Student to act as; must be in a class the teacher's active role reaches. */
  studentId: idSchema,
});
export type SimulateLoginBody = z.infer<typeof simulateLoginBodySchema>;

/** Answer of the simulate calls: a student-scoped token. */
export const simulateLoginResultSchema = sessionTokenSchema.extend({
  /** The student acted as. */
  student: studentRowSchema,
});
export type SimulateLoginResult = z.infer<typeof simulateLoginResultSchema>;

/** resultData of calls that only acknowledge (logout, password change, language switch). */
export const ackSchema = z.object({
  /** Always true. */
  done: z.literal(true),
});
export type Ack = z.infer<typeof ackSchema>;

/** Third-party sign-in providers the login page offers (back-office spec §2), with the name users see. */
export const THIRD_PARTY_PROVIDERS = { GOOGLE: 'Google', MICROSOFT: 'Microsoft' } as const;
export const thirdPartyProviderSchema = z.enum(['GOOGLE', 'MICROSOFT']);
export type ThirdPartyProvider = z.infer<typeof thirdPartyProviderSchema>;

/** errorCode of /login/unify/third when the server has no sign-in configured for the provider. */
export const THIRD_PARTY_NOT_CONFIGURED_CODE = 100301;
/** errorCode of /login/unify/third when the provider refused the proof or it names no user of a school. */
export const THIRD_PARTY_REFUSED_CODE = 100302;

/**
 * POST /ael/school/common/login/unify/third body: the provider and the proof it handed back to the
 * browser (an authorisation code or ID token). Answers as /login when a configured provider vouches
 * for a staff user; otherwise resultStatus false with a message saying why.
 */
export const thirdLoginBodySchema = z.object({
  provider: thirdPartyProviderSchema,
  /** Authorisation code or ID token from the provider; absent before the provider's page was visited. */
  code: textSchema.min(1).max(4000).optional(),
  /** Redirect URI the code was issued for. */
  redirectUri: textSchema.url().max(2000).optional(),
  /** Interface language to keep for the session. */
  locale: localeSchema.optional(),
});
export type ThirdLoginBody = z.infer<typeof thirdLoginBodySchema>;
