import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callApi, callMutationOptions, callRead, callWrite, changesOf, invalidateEntities } from '../calls';
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
export const updateProfile = callWrite(updateProfileCall, (body: ProfileBody) => ({ body }));
/** POST /v2/role/switch: the userInfo of the chosen role (the token stays). */
export const switchRole = callWrite(switchRoleCall, (body: RoleSwitchBody) => ({ body }));
/** POST /language/switch. */
export const switchLanguage = callWrite(switchLanguageCall, (body: LanguageSwitchBody) => ({ body }));

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
export const updateProfileMutationOptions = updateProfile.mutationOptions;

/** Role switch: the scope of every answer changes, so everything is refetched. */
export const switchRoleMutationOptions = switchRole.mutationOptions;

/** Language switch: server texts (names, messages) come back in the new language. */
export const switchLanguageMutationOptions = switchLanguage.mutationOptions;
