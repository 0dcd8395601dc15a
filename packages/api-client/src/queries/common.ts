import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Options } from 'ky';
import { apiClient } from '../client';
import type {
  Ack,
  ClassesDropdownQuery,
  ClassHomework,
  ClassHomeworksQuery,
  ClassSelectOption,
  GradeAndClasses,
  LanguageSwitchBody,
  LoginBody,
  LoginResult,
  ModifyPasswordBody,
  OssAuth,
  OssAuthQuery,
  ProfileBody,
  RoleSwitchBody,
  StoredFile,
  SystemVersion,
  TeacherCenter,
  TeacherProfile,
  ThirdLoginBody,
  UpdateFile,
  UpdateFileQuery,
  UserInfo,
} from '../contract';

/** Prefix of the common calls (spec §7). */
export const COMMON_PREFIX = '/ael/school/common';

/** Drops undefined values so they are not sent as the text 'undefined'. */
export function searchParams(query: object): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[key] = value as string | number | boolean;
  }
  return out;
}

function get<T>(path: string, query?: object, options?: Options): Promise<T> {
  return apiClient().request<T>(path, {
    method: 'get',
    ...(query ? { searchParams: searchParams(query) } : {}),
    ...options,
  });
}

function send<T>(method: 'post' | 'put' | 'delete', path: string, body?: unknown): Promise<T> {
  return apiClient().request<T>(path, { method, ...(body === undefined ? {} : { json: body }) });
}

// ---- calls -------------------------------------------------------------------------------------

/** POST /login: account and password; the token and userInfo. */
export const login = (body: LoginBody) => send<LoginResult>('post', `${COMMON_PREFIX}/login`, body);
/**
 * POST /login/unify/third: third-party sign-in with the provider's proof; an ApiError carrying the server's
 * message (hk or en) when the provider is not configured or refuses.
 */
export const loginUnifyThird = (body: ThirdLoginBody) =>
  send<LoginResult>('post', `${COMMON_PREFIX}/login/unify/third`, body);
/** GET /classes/ehomeworks: the near-homework lists of a class (ENDING soon or PUBLISHED recently). */
export const getClassHomeworks = (query: ClassHomeworksQuery) =>
  get<ClassHomework[]>(`${COMMON_PREFIX}/classes/ehomeworks`, query);
/** GET /oss/auth: upload authorisation for one kind (image, audio, pdf). Failures neither sign out nor navigate. */
export const getOssAuth = (query: OssAuthQuery = {}) =>
  apiClient().request<OssAuth>(
    `${COMMON_PREFIX}/oss/auth`,
    { method: 'get', searchParams: searchParams(query) },
    { silent: true },
  );

/**
 * POST the file to the authorisation's upload URL (multipart, part `file`) and return where it was stored.
 * A refusal (wrong type, too large) is a rule answer whose message is the server's "Upload failed …" text,
 * thrown as an ApiError to show; failures neither sign out nor navigate (question-engine spec §8: only logged).
 */
export function uploadFile(
  auth: Pick<OssAuth, 'uploadUrl'>,
  file: Blob,
  fileName: string,
): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file, fileName);
  return apiClient().request<StoredFile>(auth.uploadUrl, { method: 'post', body: form }, { silent: true });
}
/** POST /logout: ends the session on the server. */
export const logout = () => send<Ack>('post', `${COMMON_PREFIX}/logout`);
/** PUT /modifypassword. */
export const modifyPassword = (body: ModifyPasswordBody) =>
  send<Ack>('put', `${COMMON_PREFIX}/modifypassword`, body);
/** PUT /profile. */
export const updateProfile = (body: ProfileBody) =>
  send<TeacherProfile>('put', `${COMMON_PREFIX}/profile`, body);
/** POST /v2/role/switch: the userInfo of the chosen role (the token stays). */
export const switchRole = (body: RoleSwitchBody) =>
  send<UserInfo>('post', `${COMMON_PREFIX}/v2/role/switch`, body);
/** POST /language/switch. */
export const switchLanguage = (body: LanguageSwitchBody) =>
  send<Ack>('post', `${COMMON_PREFIX}/language/switch`, body);
/** GET /teacher. */
export const getTeacher = () => get<TeacherProfile>(`${COMMON_PREFIX}/teacher`);
/** GET /teacher/center. */
export const getTeacherCenter = () => get<TeacherCenter>(`${COMMON_PREFIX}/teacher/center`);
/** GET /classes/dropdown. */
export const getClassesDropdown = (query: ClassesDropdownQuery = {}) =>
  get<ClassSelectOption[]>(`${COMMON_PREFIX}/classes/dropdown`, query);
/** GET /gradesandclasses/dropdown. */
export const getGradesAndClassesDropdown = () =>
  get<GradeAndClasses[]>(`${COMMON_PREFIX}/gradesandclasses/dropdown`);
/** GET /version/system. */
export const getSystemVersion = () => get<SystemVersion>(`${COMMON_PREFIX}/version/system`);
/**
 * GET /updatefile/latest: the language pack or font; null when none is published. Failures fall
 * back silently (spec §8), so this call never navigates.
 */
export const getLatestUpdateFile = (query: UpdateFileQuery) =>
  apiClient().request<UpdateFile | null>(
    `${COMMON_PREFIX}/updatefile/latest`,
    { method: 'get', searchParams: searchParams(query) },
    { silent: true },
  );

// ---- query factories ---------------------------------------------------------------------------

/** Query keys of the common calls. */
export const commonKeys = {
  classHomeworks: (query: ClassHomeworksQuery) => ['classes', 'ehomeworks', query] as const,
  classHomeworksAll: ['classes', 'ehomeworks'] as const,
  teacher: ['teacher'] as const,
  teacherCenter: ['teacher', 'center'] as const,
  classesDropdown: (query: ClassesDropdownQuery = {}) => ['classes', 'dropdown', query] as const,
  classesDropdownAll: ['classes', 'dropdown'] as const,
  gradesAndClasses: ['gradesandclasses', 'dropdown'] as const,
  systemVersion: ['version', 'system'] as const,
  updateFile: (fileType: UpdateFileQuery['fileType']) => ['updatefile', fileType] as const,
};

export const classHomeworksQueryOptions = (query: ClassHomeworksQuery) =>
  queryOptions({ queryKey: commonKeys.classHomeworks(query), queryFn: () => getClassHomeworks(query) });
export const teacherQueryOptions = () => queryOptions({ queryKey: commonKeys.teacher, queryFn: getTeacher });
export const teacherCenterQueryOptions = () =>
  queryOptions({ queryKey: commonKeys.teacherCenter, queryFn: getTeacherCenter });
export const classesDropdownQueryOptions = (query: ClassesDropdownQuery = {}) =>
  queryOptions({ queryKey: commonKeys.classesDropdown(query), queryFn: () => getClassesDropdown(query) });
export const gradesAndClassesQueryOptions = () =>
  queryOptions({ queryKey: commonKeys.gradesAndClasses, queryFn: getGradesAndClassesDropdown });
export const systemVersionQueryOptions = () =>
  queryOptions({ queryKey: commonKeys.systemVersion, queryFn: getSystemVersion });
export const updateFileQueryOptions = (fileType: UpdateFileQuery['fileType']) =>
  queryOptions({
    queryKey: commonKeys.updateFile(fileType),
    queryFn: () => getLatestUpdateFile({ deviceType: 'SCHOOL_PC', fileType }),
    staleTime: Number.POSITIVE_INFINITY,
  });

// ---- mutations ---------------------------------------------------------------------------------

/** Login: the cache of a previous user is dropped. */
export const loginMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['login'],
    mutationFn: login,
    onSuccess: () => queryClient.clear(),
  });

/** Third-party sign-in. */
export const loginUnifyThirdMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['login', 'third'],
    mutationFn: loginUnifyThird,
    onSuccess: () => queryClient.clear(),
  });

/** Logout: every cached answer belonged to the user who left. */
export const logoutMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['logout'],
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });

/** Change password: nothing cached changes. */
export const modifyPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['modifypassword'], mutationFn: modifyPassword });

/** Profile edit: the profile and the personal centre are stale. */
export const updateProfileMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['profile'],
    mutationFn: updateProfile,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: commonKeys.teacher }),
        queryClient.invalidateQueries({ queryKey: commonKeys.teacherCenter }),
      ]);
    },
  });

/** Role switch: the scope of every answer changes, so everything is refetched. */
export const switchRoleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['role', 'switch'],
    mutationFn: switchRole,
    onSuccess: () => queryClient.invalidateQueries(),
  });

/** Language switch: server texts (names, messages) come back in the new language. */
export const switchLanguageMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['language', 'switch'],
    mutationFn: switchLanguage,
    onSuccess: () => queryClient.invalidateQueries(),
  });
