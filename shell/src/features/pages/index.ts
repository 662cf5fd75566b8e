export { LogoutPage } from './LogoutPage';
export { ErrorPage } from './ErrorPage';
export { Error404Page } from './Error404Page';
export { Error500Page } from './Error500Page';
export { RemoteFailurePage } from './RemoteFailurePage';
