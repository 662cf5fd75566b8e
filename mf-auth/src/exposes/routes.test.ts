import { LOCALES } from '@estiba/shared';
import routeModule from './routes';

describe('mf-auth route module', () => {
  it('is published under its federation name with no screens, sidebar items or toolbar titles yet', () => {
    expect(routeModule.name).toBe('mf_auth');
    expect(routeModule.routes).toEqual([]);
    expect(routeModule.navigation).toEqual([]);
    expect(routeModule.toolbarTitles).toEqual({});
  });

  it('carries a bundle for every locale', () => {
    expect(Object.keys(routeModule.messages).sort()).toEqual([...LOCALES].sort());
  });
});
