// Signing in: the login and sign-up state shared by the account screens, and the token sign-in of the
// hand-off. Screens call ensureSignInState() when their module loads.
export { ensureSignInState } from './ensureSignInState';
export {
  selectLogin,
  selectRegister,
  selectSignIn,
  signInActions,
  SIGN_IN_STORE_KEY,
  type Credentials,
  type RequestStatus,
  type SignInState,
} from './signIn.slice';
export { signInWithToken, type IssuedToken } from './signIn.saga';
export type { RegistrationPayload } from './signIn.api';
export { useRedirectWhenSignedIn } from './useRedirectWhenSignedIn';
