import { ErrorPage } from './ErrorPage';

export function Error500Page() {
  return <ErrorPage code="500" titleId="shell.errors.500.title" messageId="shell.errors.500.message" />;
}
