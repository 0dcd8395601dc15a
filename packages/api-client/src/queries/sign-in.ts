import { callWrite } from '../calls';
import type { LoginBody, ThirdLoginBody } from '../contract';
import { loginCall, loginUnifyThirdCall } from '../contract/calls/sign-in';

/*
 * Signing in: the login page's calls, apart from the session's other calls (session.ts) because a bundler
 * places a module whole in one chunk: these go with the login page, the others with the pages that use them.
 */

/** POST /login: account and password; the token and userInfo. */
export const login = callWrite(loginCall, (body: LoginBody) => ({ body }));
/**
 * POST /login/unify/third: third-party sign-in with the provider's proof; an ApiError carrying the server's
 * message (hk or en) when the provider is not configured or refuses.
 */
export const loginUnifyThird = callWrite(loginUnifyThirdCall, (body: ThirdLoginBody) => ({ body }));

/** Login: the cache of a previous user is dropped. */
export const loginMutationOptions = login.mutationOptions;

/** Third-party sign-in. */
export const loginUnifyThirdMutationOptions = loginUnifyThird.mutationOptions;
