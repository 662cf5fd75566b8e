// Fastify names each plugin it registers (for its plugin tree and its errors). A plugin without a display name
// is looked for among every loaded CommonJS module, one that exports it, before its function's name is used:
// a scan per registration, which under Jest's module registry cost 0.6 s of every application start.
const DISPLAY_NAME = Symbol.for('fastify.display-name');

/** The plugin itself, with its display name set to `name` (by default its function's) unless it has one. */
export function named<Plugin extends (...args: never[]) => unknown>(
  plugin: Plugin,
  name = plugin.name,
): Plugin {
  if (!Object.hasOwn(plugin, DISPLAY_NAME)) {
    Object.defineProperty(plugin, DISPLAY_NAME, { value: name || 'anonymous plugin' });
  }
  return plugin;
}
