// The register screen (loaded lazily by the route module) and its form, which /outside-integration reuses.
export { RegisterPage as default, RegisterPage } from './RegisterPage';
export { RegisterForm, type RegisterFormProps } from './RegisterForm';
