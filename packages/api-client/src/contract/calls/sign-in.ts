import { COMMON, write } from '../call';

/** The contract's sign-in calls (see contract/calls.ts): the login page's own, apart from the other auth calls so that its chunk holds them. */
export const loginCall = write('login', 'POST', `${COMMON}/login`, ['session']);
export const loginUnifyCall = write('loginUnify', 'POST', `${COMMON}/login/unify`, ['session']);
export const loginUnifyThirdCall = write('loginUnifyThird', 'POST', `${COMMON}/login/unify/third`, [
  'session',
]);
