import { screen, waitFor, within } from '@testing-library/react';
import { bus, LANGUAGE_STORAGE_KEY } from '@estiba/shared';
import { renderWithChrome } from '../layout/testing/renderWithChrome';
import { LanguagePicker } from './LanguagePicker';

beforeEach(() => localStorage.clear());

describe('the language picker', () => {
  it('names the current language on its button', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es-CL');
    renderWithChrome(<LanguagePicker />);
    expect(
      screen.getByRole('button', { name: 'ES – Language: Español (Chile). Change language' }),
    ).toBeInTheDocument();
  });

  it('offers exactly the US, MX, AR, CL and ES flags', async () => {
    const { user } = renderWithChrome(<LanguagePicker />);
    await user.click(screen.getByRole('button', { name: /Change language/ }));
    // The list's code loads on the first opening.
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('lang')),
    ).toEqual(['en-US', 'es-MX', 'es-AR', 'es-CL', 'es-ES']);
    expect(within(menu).getByRole('menuitem', { name: 'English (United States)' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Español (España)' })).toBeInTheDocument();
    expect(menu.querySelectorAll('svg[data-flag]')).toHaveLength(5);
  });

  it('sets the chosen language: stored, on <html lang>, and announced on the bus', async () => {
    const changed = jest.fn();
    const off = bus.on('language/changed', changed);
    const { user } = renderWithChrome(<LanguagePicker />);

    await user.click(screen.getByRole('button', { name: /Change language/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Español (México)' }));

    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es-MX');
    expect(document.documentElement.lang).toBe('es-MX');
    expect(changed).toHaveBeenCalledWith({ language: 'es-MX' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(
      screen.getByRole('button', { name: 'ES – Language: Español (México). Change language' }),
    ).toBeInTheDocument();
    off();
  });
});
