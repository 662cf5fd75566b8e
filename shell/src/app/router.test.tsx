import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { bundledMessages } from '@estiba/shared';
import { shellMessages } from '../i18n/messages';
import { createShellNavigator, NavigatorBridge, RouteErrorBoundary } from './router';

describe('createShellNavigator (navigation for the sagas)', () => {
  it('makes a navigation asked for before the router rendered once it has, then goes straight through', () => {
    const navigator = createShellNavigator();
    const navigate = jest.fn();
    navigator.navigate('/');
    expect(navigate).not.toHaveBeenCalled();
    const detach = navigator.attach(navigate);
    expect(navigate).toHaveBeenCalledWith('/');
    navigator.navigate('/login');
    expect(navigate).toHaveBeenLastCalledWith('/login');
    detach();
    navigator.navigate('/faq');
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

it("the bridge hands the router's navigate to the navigator", () => {
  const navigator = createShellNavigator();
  render(
    <MemoryRouter initialEntries={['/welcome']}>
      <NavigatorBridge navigator={navigator} />
      <Where />
    </MemoryRouter>,
  );
  act(() => navigator.navigate('/'));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});

function Layout({ fails }: { fails: boolean }) {
  if (fails) throw new Error('a layout that throws');
  return <p>the page</p>;
}

it('a page that throws outside its screen shows the 500 page until the address changes', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const page = (key: string, fails: boolean) => (
    <IntlProvider locale="en-US" messages={{ ...bundledMessages['en-US'], ...shellMessages['en-US'] }}>
      <MemoryRouter>
        <RouteErrorBoundary resetKey={key}>
          <Layout fails={fails} />
        </RouteErrorBoundary>
      </MemoryRouter>
    </IntlProvider>
  );
  const { rerender } = render(page('first', true));
  expect(
    screen.getByRole('heading', { name: shellMessages['en-US']['shell.errors.500.title'] }),
  ).toBeInTheDocument();
  // The same address again keeps the error; another one renders the page.
  rerender(page('first', false));
  expect(screen.queryByText('the page')).not.toBeInTheDocument();
  rerender(page('second', false));
  expect(screen.getByText('the page')).toBeInTheDocument();
});
