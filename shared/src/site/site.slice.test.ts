import { store } from '../store/store';
import {
  defaultSiteRedirect,
  publishSite,
  selectDefaultSiteUrl,
  selectHostKind,
  selectSite,
  siteActions,
  siteReducer,
  SITE_STORE_KEY,
  type SiteState,
} from './site.slice';

const DEFAULT_SITE = 'https://estiba.com/';

describe('the site slice', () => {
  it('starts with the host not yet resolved', () => {
    expect(siteReducer(undefined, { type: 'init' })).toEqual({ hostKind: null, defaultSiteUrl: null });
  });

  it('records the host kind and the default site the shell resolved', () => {
    const state = siteReducer(
      undefined,
      siteActions.siteResolved({ hostKind: 'white-label', defaultSiteUrl: DEFAULT_SITE }),
    );
    expect(state).toEqual({ hostKind: 'white-label', defaultSiteUrl: DEFAULT_SITE });
  });

  it('reads "not resolved" from a store that never received the slice', () => {
    const state = { session: {} };
    expect(selectSite(state)).toEqual({ hostKind: null, defaultSiteUrl: null });
    expect(selectHostKind(state)).toBeNull();
    expect(selectDefaultSiteUrl(state)).toBeNull();
  });

  it('reads the published host from the one store', () => {
    publishSite({ hostKind: 'other', defaultSiteUrl: DEFAULT_SITE });
    expect(store.getState()[SITE_STORE_KEY]).toEqual({ hostKind: 'other', defaultSiteUrl: DEFAULT_SITE });
    expect(selectHostKind(store.getState())).toBe('other');
    expect(selectDefaultSiteUrl(store.getState())).toBe(DEFAULT_SITE);

    publishSite({ hostKind: 'main', defaultSiteUrl: DEFAULT_SITE });
    expect(selectHostKind(store.getState())).toBe('main');
  });

  it('does not notify subscribers when the same host is published again', () => {
    publishSite({ hostKind: 'main', defaultSiteUrl: DEFAULT_SITE });
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    publishSite({ hostKind: 'main', defaultSiteUrl: DEFAULT_SITE });
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('defaultSiteRedirect', () => {
  const site = (hostKind: SiteState['hostKind'], defaultSiteUrl: string | null = DEFAULT_SITE) => ({
    hostKind,
    defaultSiteUrl,
  });

  it('sends an unknown host to the default site', () => {
    expect(defaultSiteRedirect(site('other'), 'shop.example.org')).toBe(DEFAULT_SITE);
  });

  it.each(['main', 'white-label', null] as const)('keeps a %s host where it is', (hostKind) => {
    expect(defaultSiteRedirect(site(hostKind), 'shop.example.org')).toBeNull();
  });

  it('never redirects a host to itself, whatever the letter case or a port', () => {
    expect(defaultSiteRedirect(site('other', 'https://Shop.Example.org/'), 'shop.example.org')).toBeNull();
    expect(defaultSiteRedirect(site('other', 'http://shop.test:8080/'), 'shop.test:8080')).toBeNull();
    expect(defaultSiteRedirect(site('other', 'http://shop.test:8080/'), 'shop.test')).toBe(
      'http://shop.test:8080/',
    );
  });

  it.each([null, '', 'estiba.com', '/home', 'javascript:alert(1)', 'ftp://estiba.com/'])(
    'ignores a default site URL that is not absolute http(s): %p',
    (url) => {
      expect(defaultSiteRedirect(site('other', url), 'shop.example.org')).toBeNull();
    },
  );
});
