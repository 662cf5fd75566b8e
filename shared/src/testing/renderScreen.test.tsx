import { screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { LOCALES, type Locale } from '../i18n/locales';
import type { Messages } from '../routing/types';
import { useState } from 'react';
import { fill, screenRenderer, setupUser } from './renderScreen';

// A remote's bundle as mf-auth and mf-inventory bind theirs: one text of its own, one that overrides shared's.
const remoteMessages = Object.fromEntries(
  LOCALES.map((locale): [Locale, Messages] => [
    locale,
    { 'remote.title': `Title in ${locale}`, 'common.retry': `Again (${locale})` },
  ]),
) as Record<Locale, Messages>;
const { messagesFor, renderScreen } = screenRenderer(remoteMessages);

function ProductScreen() {
  const { productId } = useParams();
  return (
    <main>
      <h1>
        <FormattedMessage id="remote.title" />
      </h1>
      <p>{productId}</p>
      <button type="button">
        <FormattedMessage id="common.retry" />
      </button>
      <p>
        <FormattedMessage id="common.cancel" />
      </p>
      <Link to="/inventory?search=sku">Inventory</Link>
    </main>
  );
}

describe('screenRenderer', () => {
  it("lays the remote's texts over shared's", () => {
    expect(messagesFor('es-MX')['remote.title']).toBe('Title in es-MX');
    expect(messagesFor('es-MX')['common.retry']).toBe('Again (es-MX)');
    expect(messagesFor('en-US')['common.cancel']).toBe('Cancel');
  });

  it('renders a screen at its route, opened at an address, in a locale', () => {
    renderScreen(<ProductScreen />, { route: '/products/:productId', url: '/products/p-7', locale: 'es-AR' });
    expect(screen.getByRole('heading', { name: 'Title in es-AR' })).toBeInTheDocument();
    expect(screen.getByText('p-7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Again (es-AR)' })).toBeInTheDocument();
  });

  it('shows where the screen navigated to when it leaves its route', async () => {
    renderScreen(<ProductScreen />);
    expect(screen.getByText('Cancel')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('link', { name: 'Inventory' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/inventory?search=sku');
  });
});

describe('fill', () => {
  function Field() {
    const [value, setValue] = useState('');
    const [changes, setChanges] = useState(0);
    return (
      <>
        <input
          aria-label="Name"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setChanges((n) => n + 1);
          }}
        />
        <output>{`${changes} change(s)`}</output>
      </>
    );
  }

  it('focuses the field and puts the text in it with one change', async () => {
    renderScreen(<Field />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    await fill(setupUser(), field, 'Dana Demo');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Dana Demo');
    expect(screen.getByRole('status')).toHaveTextContent('1 change(s)');
  });
});
