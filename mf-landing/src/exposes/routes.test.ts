import { authRoles } from '@estiba/shared';
import { messages } from '../i18n/messages';
import routeModule from './routes';

// Counts evaluations of the home screen's code, to prove the route module does not pull it in.
// A global, because jest.mock factories run before this file's own variables exist.
const evaluations = globalThis as { homeEvaluations?: number };
jest.mock('../features/home', () => {
  const counter = globalThis as { homeEvaluations?: number };
  counter.homeEvaluations = (counter.homeEvaluations ?? 0) + 1;
  return { __esModule: true, default: () => null };
});

describe('mf-landing route module', () => {
  it('is published under its federation name with no sidebar items or toolbar titles', () => {
    expect(routeModule.name).toBe('mf_landing');
    expect(routeModule.navigation).toEqual([]);
    expect(routeModule.toolbarTitles).toEqual({});
  });

  it('serves the home page at / to visitors only, inside the landing layout', () => {
    expect(routeModule.routes.map(({ path, auth, layout }) => ({ path, auth, layout }))).toContainEqual({
      path: '/',
      auth: authRoles.onlyGuest,
      layout: 'landing',
    });
  });

  it.each([
    ['/services', 'landing'],
    ['/success-stories-acapella', 'landing'],
    ['/success-stories-be-shine', 'landing'],
    ['/success-stories-el-menu-de-mi-casa', 'landing'],
    ['/faq', 'landing'],
    ['/contact', 'landing'],
    ['/privacy-policies', 'landing'],
    ['/fulfillment-for-ecommerces', 'bare'],
    ['/prices', 'landing'],
    ['/carriers', 'landing'],
    ['/ecommerces', 'landing'],
    ['/legal', 'landing'],
    ['/terms-and-conditions', 'landing'],
    ['/help-fulfillment', 'landing'],
  ])('serves %s to visitors only, in the %s layout', async (path, layout) => {
    const route = routeModule.routes.find((candidate) => candidate.path === path);
    expect(route).toMatchObject({ auth: authRoles.onlyGuest, layout });
    const screen = await route?.load();
    expect(screen?.default).toEqual(expect.any(Function));
  });

  it('loads the home screen only when the route is visited', async () => {
    expect(evaluations.homeEvaluations).toBeUndefined();
    const screen = await routeModule.routes[0].load();
    expect(evaluations.homeEvaluations).toBe(1);
    expect(screen.default).toEqual(expect.any(Function));
  });
});

describe('mf-landing route module texts', () => {
  it('loads one language’s texts at a time', async () => {
    const spanish = await routeModule.messages('es-MX');
    expect(spanish['landing.remote.name']).toEqual(expect.any(String));
    expect(spanish['landing.remote.name']).toBe(messages['es-MX']['landing.remote.name']);
    // The pages' texts come with each page (pageTexts.tsx).
    expect(spanish['landing.home.hero.title']).toBeUndefined();
  });
});
