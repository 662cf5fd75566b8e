import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { named } from './plugin-name.js';

const displayName = (plugin: object) =>
  (plugin as Record<symbol, unknown>)[Symbol.for('fastify.display-name')];

describe('named plugins', () => {
  it('gives a plugin its function’s name as display name, so Fastify need not look it up', async () => {
    const ordersRoutes = async () => undefined;
    expect(displayName(ordersRoutes)).toBeUndefined();
    const app = Fastify();
    app.register(named(ordersRoutes));
    await app.ready();
    expect(displayName(ordersRoutes)).toBe('ordersRoutes');
    expect(app.printPlugins()).toMatch(/ordersRoutes \d+ ms/);
    await app.close();
  });

  it('keeps a name the plugin already has (fastify-plugin’s)', () => {
    const events = fp(async function eventsPlugin() {}, { name: 'estiba-events' });
    expect(displayName(named(events))).toBe('estiba-events');
  });
});
