import { COMMON, call } from '../call';

/** The contract's sign-in calls (see contract/calls.ts): the login page's own, apart from the other auth calls so that its chunk holds them. */
export const loginCall = call({
  name: 'login',
  method: 'POST',
  path: `${COMMON}/login`,
  changes: ['session'],
});
export const loginUnifyCall = call({
  name: 'loginUnify',
  method: 'POST',
  path: `${COMMON}/login/unify`,
  changes: ['session'],
});
export const loginUnifyThirdCall = call({
  name: 'loginUnifyThird',
  method: 'POST',
  path: `${COMMON}/login/unify/third`,
  changes: ['session'],
});
