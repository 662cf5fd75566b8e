import { initTagManager, TAG_MANAGER_SCRIPT_ID } from './tagManager';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as DataLayerWindow).dataLayer;
});

it('injects nothing when no container is configured', () => {
  expect(initTagManager(null)).toBe(false);
  expect(initTagManager('')).toBe(false);
  expect(document.getElementById(TAG_MANAGER_SCRIPT_ID)).toBeNull();
  expect((window as DataLayerWindow).dataLayer).toBeUndefined();
});

it('injects the container script and starts the data layer when configured', () => {
  expect(initTagManager('GTM-AB12CD')).toBe(true);
  const script = document.getElementById(TAG_MANAGER_SCRIPT_ID) as HTMLScriptElement;
  expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
  expect(script.async).toBe(true);
  expect((window as DataLayerWindow).dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
});

it('injects the script once however often it is called', () => {
  initTagManager('GTM-AB12CD');
  initTagManager('GTM-AB12CD');
  expect(document.querySelectorAll(`#${TAG_MANAGER_SCRIPT_ID}`)).toHaveLength(1);
  expect((window as DataLayerWindow).dataLayer).toHaveLength(1);
});
