import { screen } from '@testing-library/react';
import { resetPage, demoMerchant } from '@estiba/shared/testing';
import { renderScreen } from '../../testing/renderScreen';
import { SettingsOverviewPage } from './SettingsOverviewPage';

beforeEach(() => resetPage());

describe('SettingsOverviewPage', () => {
  it('links a merchant to every settings screen', () => {
    renderScreen(<SettingsOverviewPage />, { route: '/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const links = screen
      .getAllByRole('link')
      .map((link) => [link.querySelector('h2')?.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Shops', '/settings/shop-settings'],
      ['Account settings', '/settings/account-settings'],
      ['Change password', '/settings/change-password'],
      ['Change e-mail', '/settings/change-email'],
      ['Profile', '/pages/profile'],
    ]);
  });

  it('shows staff no shops, which they do not have', () => {
    resetPage({ ...demoMerchant, role: ['staff'] });
    renderScreen(<SettingsOverviewPage />, { route: '/settings' });
    expect(screen.queryByRole('link', { name: /Shops/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Change password/ })).toBeInTheDocument();
  });

  it('reads in Spanish (es-CO)', () => {
    renderScreen(<SettingsOverviewPage />, { route: '/settings', locale: 'es-CO' });
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cambiar contraseña/ })).toBeInTheDocument();
  });
});
