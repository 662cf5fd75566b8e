import { sessionActions, store } from '@estiba/shared';
import { signInActions } from '../features/sign-in';

/** A fresh page for each test: nothing stored, nobody signed in, no leftover form errors. */
export function resetPage(): void {
  localStorage.clear();
  sessionStorage.clear();
  store.dispatch(sessionActions.signedOut());
  store.dispatch(signInActions.formsReset());
}
