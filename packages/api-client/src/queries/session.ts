import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callApi, callMutationOptions, callRead, changesOf, invalidateEntities } from '../calls';
import type {
  LanguageSwitchBody,
  ModifyPasswordBody,
  ProfileBody,
  RoleSwitchBody,
  SimulateLoginBody,
} from '../contract';
import {
  getTeacherCall,
  getTeacherCenterCall,
  logoutCall,
  modifyPasswordCall,
  simulateLoginCall,
  switchLanguageCall,
  switchRoleCall,
  updateProfileCall,
} from '../contract/calls/auth';

/* The session and the signed-in teacher: sign out, password, profile, role and language (signing in: sign-in.ts). */

// ---- writes as plain calls ----

/**
 * POST /login/simulate: a student-scoped session for a student of the teacher's classes ("view as student");
 * the teacher's own session is untouched.
 */
export const simulateLogin = (body: SimulateLoginBody) => callApi(simulateLoginCall, { body });
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

// ---- reads: each as a plain call and as query options ----

/** GET /teacher. */
export const getTeacher = callRead(getTeacherCall, () => ({}));
export const teacherQueryOptions = getTeacher.queryOptions;
/** GET /teacher/center. */
export const getTeacherCenter = callRead(getTeacherCenterCall, () => ({}));
export const teacherCenterQueryOptions = getTeacherCenter.queryOptions;

// ---- mutations ----

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
