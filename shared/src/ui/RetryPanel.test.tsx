import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlRoot } from '../i18n/IntlRoot';
import { RetryPanel } from './RetryPanel';

beforeEach(() => {
  localStorage.clear();
});

describe('RetryPanel', () => {
  it('shows the default error as an alert and retries on request', async () => {
    const onRetry = jest.fn();
    render(
      <IntlRoot>
        <RetryPanel onRetry={onRetry} />
      </IntlRoot>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This section could not be loaded');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the given title and message with their values, in the current language', () => {
    localStorage.setItem('language', 'es-AR');
    render(
      <IntlRoot messages={{ 'demo.failed': 'Falló {name}' }}>
        <RetryPanel
          titleId="errors.server503"
          messageId="demo.failed"
          values={{ name: 'órdenes' }}
          onRetry={jest.fn()}
        />
      </IntlRoot>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Este proceso puede demorar un poco más.');
    expect(screen.getByRole('alert')).toHaveTextContent('Falló órdenes');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
