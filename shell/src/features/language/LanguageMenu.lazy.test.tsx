import { act, screen } from '@testing-library/react';
import { renderWithChrome } from '../layout/testing/renderWithChrome';
import { LanguagePicker } from './LanguagePicker';

// Counts loads of the list's module: a page whose picker stays closed must not download it.
const mockMenuLoaded = jest.fn();
jest.mock('./LanguageMenu', () => {
  mockMenuLoaded();
  return jest.requireActual('./LanguageMenu');
});

it("loads the list of languages' code only when the picker first opens", async () => {
  const { user } = renderWithChrome(<LanguagePicker />);
  await act(async () => undefined);
  expect(mockMenuLoaded).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: /Change language/ }));
  expect(await screen.findByRole('menuitem', { name: 'English (United States)' })).toBeInTheDocument();
  expect(mockMenuLoaded).toHaveBeenCalledTimes(1);
});
