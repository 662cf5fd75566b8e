import { act, screen } from '@testing-library/react';
import { bus } from '@estiba/shared';
import { renderWithChrome } from '../layout/testing/renderWithChrome';
import { NotificationsHost } from './NotificationsHost';

// Counts loads of the view's module: a page that shows no notice or dialog must not download it.
const mockViewLoaded = jest.fn();
jest.mock('./NotificationsView', () => {
  mockViewLoaded();
  return jest.requireActual('./NotificationsView');
});

it("loads the snackbar's and the dialog's code only when the first notice is shown", async () => {
  renderWithChrome(<NotificationsHost />);
  await act(async () => undefined);
  expect(mockViewLoaded).not.toHaveBeenCalled();

  await act(async () => bus.emit('notify', { text: 'Saved', severity: 'success' }));
  expect(mockViewLoaded).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('alert')).toHaveTextContent('Saved');
});
