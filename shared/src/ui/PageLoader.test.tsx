import { render, screen } from '@testing-library/react';
import { IntlRoot } from '../i18n/IntlRoot';
import { PageLoader } from './PageLoader';

beforeEach(() => {
  localStorage.clear();
});

describe('PageLoader', () => {
  it('shows a progress indicator labelled in the current language', () => {
    render(
      <IntlRoot>
        <PageLoader />
      </IntlRoot>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('labels it in Spanish for a Spanish visitor', () => {
    localStorage.setItem('language', 'es-CO');
    render(
      <IntlRoot>
        <PageLoader />
      </IntlRoot>,
    );
    expect(screen.getByRole('progressbar', { name: 'Cargando...' })).toBeInTheDocument();
  });
});
