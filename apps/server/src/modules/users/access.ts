import { perRequest } from '../../http/access-hook.ts';
import { requireSuper } from '../../plugins/authorize.ts';
import { requireUser } from '../../plugins/session.ts';

/** Routes for any logged-in user (their profile, their organisations): 401 without a session. */
export const signedIn = perRequest(async (request) => requireUser(request));

/** Routes of the platform administrator only (`config.superOnly`): 401 without a session, 403 for others. */
export const platformAdmin = perRequest(async (request) => requireSuper(request));
