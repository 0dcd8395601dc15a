import { COMMON, read, write } from '../call';

/** The contract's auth calls apart from signing in (see contract/calls.ts). */
export const logoutCall = write('logout', 'POST', `${COMMON}/logout`, ['session']);
export const modifyPasswordCall = write('modifyPassword', 'PUT', `${COMMON}/modifypassword`, []);
export const updateProfileCall = write('updateProfile', 'PUT', `${COMMON}/profile`, ['user']);
export const switchRoleCall = write('switchRole', 'POST', `${COMMON}/v2/role/switch`, ['scope']);
export const switchLanguageCall = write('switchLanguage', 'POST', `${COMMON}/language/switch`, ['scope']);
export const getTeacherCall = read('getTeacher', `${COMMON}/teacher`, ['user']);
export const getTeacherCenterCall = read('getTeacherCenter', `${COMMON}/teacher/center`, ['user', 'class']);
export const simulateLoginCall = write('simulateLogin', 'POST', `${COMMON}/login/simulate`, []);
export const simulateStudentLoginCall = write(
  'simulateStudentLogin',
  'POST',
  '/ael/student/common/login/simulate',
  [],
);
