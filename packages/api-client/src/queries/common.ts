import type { QueryClient } from '@tanstack/react-query';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { callApi, callMutationOptions, callQueryOptions, changesOf, invalidateEntities } from '../calls';
import type {
  ClassesDropdownQuery,
  ClassHomeworksQuery,
  LanguageSwitchBody,
  LoginBody,
  ModifyPasswordBody,
  OssAuth,
  OssAuthQuery,
  ProfileBody,
  RoleSwitchBody,
  ThirdLoginBody,
  UpdateFileQuery,
} from '../contract';
import {
  getClassesDropdownCall,
  getClassHomeworksCall,
  getGradesAndClassesDropdownCall,
  getLatestUpdateFileCall,
  getOssAuthCall,
  getSystemVersionCall,
  getTeacherCall,
  getTeacherCenterCall,
  loginCall,
  loginUnifyThirdCall,
  logoutCall,
  modifyPasswordCall,
  switchLanguageCall,
  switchRoleCall,
  updateProfileCall,
  uploadFileCall,
} from '../contract/calls';

export { searchParams } from '../calls';

// ---- calls -------------------------------------------------------------------------------------

/** POST /login: account and password; the token and userInfo. */
export const login = (body: LoginBody) => callApi(loginCall, { body });
/**
 * POST /login/unify/third: third-party sign-in with the provider's proof; an ApiError carrying the server's
 * message (hk or en) when the provider is not configured or refuses.
 */
export const loginUnifyThird = (body: ThirdLoginBody) => callApi(loginUnifyThirdCall, { body });
/** GET /classes/ehomeworks: the near-homework lists of a class (ENDING soon or PUBLISHED recently). */
export const getClassHomeworks = (query: ClassHomeworksQuery) => callApi(getClassHomeworksCall, { query });
/** GET /oss/auth: upload authorisation for one kind (image, audio, pdf). Failures neither sign out nor navigate. */
export const getOssAuth = (query: OssAuthQuery = {}) => callApi(getOssAuthCall, { query }, { silent: true });

/**
 * POST the file to the authorisation's upload URL (multipart, part `file`) and return where it was stored.
 * A refusal (wrong type, too large) is a rule answer whose message is the server's "Upload failed …" text,
 * thrown as an ApiError to show; failures neither sign out nor navigate (question-engine spec §8: only logged).
 */
export function uploadFile(auth: Pick<OssAuth, 'uploadUrl'>, file: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  // The upload URL carries its one-time token: it is used as the server handed it out.
  return callApi(uploadFileCall, {}, { form, url: auth.uploadUrl, silent: true });
}
/** POST /logout: ends the session on the server. */
export const logout = () => callApi(logoutCall, {});
/** PUT /modifypassword. */
export const modifyPassword = (body: ModifyPasswordBody) => callApi(modifyPasswordCall, { body });
/** PUT /profile. */
export const updateProfile = (body: ProfileBody) => callApi(updateProfileCall, { body });
/** POST /v2/role/switch: the userInfo of the chosen role (the token stays). */
export const switchRole = (body: RoleSwitchBody) => callApi(switchRoleCall, { body });
/** POST /language/switch. */
export const switchLanguage = (body: LanguageSwitchBody) => callApi(switchLanguageCall, { body });
/** GET /teacher. */
export const getTeacher = () => callApi(getTeacherCall, {});
/** GET /teacher/center. */
export const getTeacherCenter = () => callApi(getTeacherCenterCall, {});
/** GET /classes/dropdown. */
export const getClassesDropdown = (query: ClassesDropdownQuery = {}) =>
  callApi(getClassesDropdownCall, { query });
/** GET /gradesandclasses/dropdown. */
export const getGradesAndClassesDropdown = () => callApi(getGradesAndClassesDropdownCall, {});
/** GET /version/system. */
export const getSystemVersion = () => callApi(getSystemVersionCall, {});
/**
 * GET /updatefile/latest: the language pack or font; null when none is published. Failures fall
 * back silently (spec §8), so this call never navigates.
 */
export const getLatestUpdateFile = (query: UpdateFileQuery) =>
  callApi(getLatestUpdateFileCall, { query }, { silent: true });

// ---- query factories ---------------------------------------------------------------------------

export const classHomeworksQueryOptions = (query: ClassHomeworksQuery) =>
  callQueryOptions(getClassHomeworksCall, { query });
export const teacherQueryOptions = () => callQueryOptions(getTeacherCall, {});
export const teacherCenterQueryOptions = () => callQueryOptions(getTeacherCenterCall, {});
export const classesDropdownQueryOptions = (query: ClassesDropdownQuery = {}) =>
  callQueryOptions(getClassesDropdownCall, { query });
export const gradesAndClassesQueryOptions = () => callQueryOptions(getGradesAndClassesDropdownCall, {});
export const systemVersionQueryOptions = () => callQueryOptions(getSystemVersionCall, {});
export const updateFileQueryOptions = (fileType: UpdateFileQuery['fileType']) => {
  const input = { query: { deviceType: 'SCHOOL_PC', fileType } } as const;
  return queryOptions({
    ...callQueryOptions(getLatestUpdateFileCall, input),
    queryFn: () => getLatestUpdateFile(input.query),
    staleTime: Number.POSITIVE_INFINITY,
  });
};

// ---- mutations ---------------------------------------------------------------------------------

/** Login: the cache of a previous user is dropped. */
export const loginMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, loginCall, (body: LoginBody) => ({ body }));

/** Third-party sign-in. */
export const loginUnifyThirdMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, loginUnifyThirdCall, (body: ThirdLoginBody) => ({ body }));

/** Logout: every cached answer belonged to the user who left, so the cache goes even when the call fails. */
export const logoutMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['logout'],
    mutationFn: logout,
    onSettled: () => invalidateEntities(queryClient, changesOf(logoutCall)),
  });

/** Change password: nothing cached changes. */
export const modifyPasswordMutationOptions = () =>
  callMutationOptions(null, modifyPasswordCall, (body: ModifyPasswordBody) => ({ body }));

/** Profile edit: the profile and the personal centre are stale. */
export const updateProfileMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, updateProfileCall, (body: ProfileBody) => ({ body }));

/** Role switch: the scope of every answer changes, so everything is refetched. */
export const switchRoleMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, switchRoleCall, (body: RoleSwitchBody) => ({ body }));

/** Language switch: server texts (names, messages) come back in the new language. */
export const switchLanguageMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, switchLanguageCall, (body: LanguageSwitchBody) => ({ body }));
