import { injectReducer, injectSaga } from '@estiba/shared';
import { signInSaga } from './signIn.saga';
import { SIGN_IN_STORE_KEY, signInSlice } from './signIn.slice';

/**
 * Adds this remote's reducer and saga to the page's one store. The screens call it when their module
 * loads (not while rendering), so the store never changes under a render; repeated calls do nothing.
 */
export function ensureSignInState(): void {
  injectReducer(SIGN_IN_STORE_KEY, signInSlice.reducer);
  injectSaga(SIGN_IN_STORE_KEY, signInSaga);
}
