import { ErrorPage } from './ErrorPage';

export function Error404Page() {
  return <ErrorPage code="404" titleId="shell.errors.404.title" messageId="shell.errors.404.message" />;
}
