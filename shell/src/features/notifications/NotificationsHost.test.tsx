import { act, screen, waitFor } from '@testing-library/react';
import { bus, SNACKBAR_AUTO_HIDE_MS } from '@estiba/shared';
import { renderWithChrome } from '../layout/testing/renderWithChrome';
import { NotificationsHost } from './NotificationsHost';

const MESSAGES = {
  'orders.saved': 'Order {number} saved',
  'dialog.title': 'Delete the order?',
  'dialog.body': 'It cannot be undone.',
  'dialog.delete': 'Delete',
  'dialog.keep': 'Keep',
};

/** Long enough for MUI's enter and exit transitions to finish. */
const TRANSITION_MS = 1000;

// The first notice or dialog loads the view's code: emitting inside an async act lets it arrive.
function renderHost() {
  return renderWithChrome(<NotificationsHost />, { messages: MESSAGES, fakeTimers: true });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe('the snackbar', () => {
  it('shows a translated notice at the top centre and hides it after 6 s', async () => {
    renderHost();
    await act(async () =>
      bus.emit('notify', { id: 'orders.saved', values: { number: 1001 }, severity: 'success' }),
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Order 1001 saved');
    expect(alert).toHaveClass('MuiAlert-colorSuccess');
    expect(alert.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopCenter');

    act(() => jest.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    // Hidden at 6 s; the exit transition then takes the notice out of the page.
    act(() => jest.advanceTimersByTime(TRANSITION_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a literal text (a server message) as it is', async () => {
    renderHost();
    await act(async () => bus.emit('notify', { text: 'Shop token expired', severity: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Shop token expired');
  });

  it('closes early with its Close button', async () => {
    const { user } = renderHost();
    await act(async () => bus.emit('notify', { text: 'Saved', severity: 'info' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    act(() => jest.advanceTimersByTime(TRANSITION_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows notices that arrive together one after the other, each for its full time', async () => {
    renderHost();
    await act(async () => {
      bus.emit('notify', { text: 'First', severity: 'info' });
      bus.emit('notify', { text: 'Second', severity: 'warning' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('First');
    act(() => jest.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS));
    act(() => jest.advanceTimersByTime(TRANSITION_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
  });

  it('makes way at once for a newer notice', async () => {
    renderHost();
    await act(async () => bus.emit('notify', { text: 'First', severity: 'info' }));
    act(() => jest.advanceTimersByTime(TRANSITION_MS));
    await act(async () => bus.emit('notify', { text: 'Second', severity: 'warning' }));
    act(() => jest.advanceTimersByTime(TRANSITION_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
  });
});

describe('the generic dialog', () => {
  it('opens with title, body and actions from the bus, and runs the chosen action', async () => {
    const { user } = renderHost();
    const onDelete = jest.fn();
    await act(async () =>
      bus.emit('dialog/open', {
        titleId: 'dialog.title',
        bodyId: 'dialog.body',
        actions: [
          { labelId: 'dialog.keep' },
          { labelId: 'dialog.delete', variant: 'contained', onClick: onDelete },
        ],
      }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Delete the order?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(TRANSITION_MS));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on the bus', async () => {
    renderHost();
    await act(async () => bus.emit('dialog/open', { title: 'Heads up', body: 'Maintenance tonight.' }));
    expect(screen.getByRole('dialog', { name: 'Heads up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await act(async () => bus.emit('dialog/close'));
    act(() => jest.advanceTimersByTime(TRANSITION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
