import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { setLanguage } from './language';
import { IntlRoot } from './IntlRoot';
import type { Locale } from './locales';

beforeEach(() => {
  localStorage.clear();
});

function Texts() {
  return (
    <>
      <p>
        <FormattedMessage id="common.retry" />
      </p>
      <p>
        <FormattedMessage id="demo.greeting" />
      </p>
    </>
  );
}

describe('IntlRoot', () => {
  it("provides shared's texts and the host's messages in the current language", () => {
    localStorage.setItem('language', 'es-MX');
    render(
      <IntlRoot messages={{ 'demo.greeting': 'Hola' }}>
        <Texts />
      </IntlRoot>,
    );
    expect(screen.getByText('Reintentar')).toBeInTheDocument();
    expect(screen.getByText('Hola')).toBeInTheDocument();
  });

  it('lets the host override a shared text', () => {
    render(
      <IntlRoot messages={{ 'common.retry': 'Try again', 'demo.greeting': 'Hello' }}>
        <Texts />
      </IntlRoot>,
    );
    expect(screen.getByText('Try again')).toBeInTheDocument();
  });

  it('switches language and messages when the language changes', () => {
    const byLanguage = (language: Locale) => ({ 'demo.greeting': language === 'en-US' ? 'Hello' : '¡Hola!' });
    render(
      <IntlRoot messages={byLanguage}>
        <Texts />
      </IntlRoot>,
    );
    expect(screen.getByText('Retry')).toBeInTheDocument();
    expect(screen.getByText('Hello')).toBeInTheDocument();
    act(() => setLanguage('es-ES'));
    expect(screen.getByText('Reintentar')).toBeInTheDocument();
    expect(screen.getByText('¡Hola!')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es-ES');
  });
});
