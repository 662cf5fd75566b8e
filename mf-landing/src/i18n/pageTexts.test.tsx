import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { IntlRoot, setLanguage } from '@estiba/shared';
import { messages } from './messages';
import { withPageTexts } from './pageTexts';

const HERO = 'landing.home.hero.title';
const FAQ = 'landing.faq.hero.title';

function Page() {
  return (
    <>
      <h1>
        <FormattedMessage id={HERO} />
      </h1>
      <p>
        <FormattedMessage id="landing.remote.name" />
      </p>
    </>
  );
}

/** The route's screen with the host's texts (what the shell gives: no page texts). */
async function renderRoute(load = withPageTexts(async () => ({ default: Page }), ['home'])) {
  const { default: Screen } = await load();
  render(
    <IntlRoot messages={(language) => ({ 'landing.remote.name': messages[language]['landing.remote.name'] })}>
      <Screen />
    </IntlRoot>,
  );
}

beforeEach(() => {
  localStorage.clear();
  setLanguage('en-US');
});

it('draws the page with its own texts from the first frame, the host’s texts still there', async () => {
  await renderRoute();
  expect(screen.getByRole('heading', { name: messages['en-US'][HERO] })).toBeInTheDocument();
  expect(screen.getByText(messages['en-US']['landing.remote.name'])).toBeInTheDocument();
});

it('loads the page’s texts in the new language, keeping its words until they arrive', async () => {
  await renderRoute();
  act(() => setLanguage('es-MX'));
  // The Spanish chunk is on its way: English words rather than a message id.
  expect(screen.getByRole('heading', { name: messages['en-US'][HERO] })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: messages['es-MX'][HERO] })).toBeInTheDocument();
  expect(messages['es-MX'][HERO]).not.toBe(messages['en-US'][HERO]);
});

it('loads only the features it names', async () => {
  function FaqTitle() {
    return (
      <h1>
        <FormattedMessage id={FAQ} defaultMessage="missing" />
      </h1>
    );
  }
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderRoute(withPageTexts(async () => ({ default: FaqTitle }), ['home']));
  expect(screen.getByRole('heading', { name: 'missing' })).toBeInTheDocument();
  spy.mockRestore();
});
