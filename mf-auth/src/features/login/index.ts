// The login screen (loaded lazily by the route module) and its form, which /outside-integration reuses.
export { LoginPage as default, LoginPage } from './LoginPage';
export { LoginForm, type LoginFormProps } from './LoginForm';
