import { COMMON, call } from '../call';

/** The contract's auth calls apart from signing in (see contract/calls.ts). */ export const logoutCall =
  call({
    name: 'logout',
    method: 'POST',
    path: `${COMMON}/logout`,
    changes: ['session'],
  });
export const modifyPasswordCall = call({
  name: 'modifyPassword',
  method: 'PUT',
  path: `${COMMON}/modifypassword`,
  changes: [],
});
export const updateProfileCall = call({
  name: 'updateProfile',
  method: 'PUT',
  path: `${COMMON}/profile`,
  changes: ['user'],
});
export const switchRoleCall = call({
  name: 'switchRole',
  method: 'POST',
  path: `${COMMON}/v2/role/switch`,
  changes: ['scope'],
});
export const switchLanguageCall = call({
  name: 'switchLanguage',
  method: 'POST',
  path: `${COMMON}/language/switch`,
  changes: ['scope'],
});
export const getTeacherCall = call({
  name: 'getTeacher',
  method: 'GET',
  path: `${COMMON}/teacher`,
  reads: ['user'],
});
export const getTeacherCenterCall = call({
  name: 'getTeacherCenter',
  method: 'GET',
  path: `${COMMON}/teacher/center`,
  reads: ['user', 'class'],
});
export const simulateLoginCall = call({
  name: 'simulateLogin',
  method: 'POST',
  path: `${COMMON}/login/simulate`,
  changes: [],
});
export const simulateStudentLoginCall = call({
  name: 'simulateStudentLogin',
  method: 'POST',
  path: '/ael/student/common/login/simulate',
  changes: [],
});
