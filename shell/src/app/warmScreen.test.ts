import type { RemoteRoute } from '@estiba/shared';
import { routeModule } from './testing/renderShell';
import { warmCurrentScreen } from './warmScreen';

const screen = async () => ({ default: () => null });

it("starts loading the chunk of the route that matches the address, and no other's", () => {
  const list = jest.fn(screen);
  const detail = jest.fn(screen);
  const routes: RemoteRoute[] = [
    { path: '/orders', layout: 'app', load: list },
    { path: '/orders/:orderId', layout: 'app', load: detail },
  ];
  warmCurrentScreen(routeModule('mf_orders', { routes }), '/orders/7');
  expect(detail).toHaveBeenCalledTimes(1);
  expect(list).not.toHaveBeenCalled();
});

it('does nothing for an address the module has no route for, and swallows a failed load', async () => {
  const failing = jest.fn(async () => {
    throw new Error('ChunkLoadError');
  });
  const module = routeModule('mf_landing', { routes: [{ path: '/', layout: 'landing', load: failing }] });
  warmCurrentScreen(module, '/prices');
  expect(failing).not.toHaveBeenCalled();
  warmCurrentScreen(module, '/');
  expect(failing).toHaveBeenCalledTimes(1);
  // The rejection is handled: nothing escapes as an unhandled promise rejection.
  await Promise.resolve();
});
