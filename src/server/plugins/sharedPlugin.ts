import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

export interface PluginMeta {
  /** Shown in Fastify's errors; later plugins can list it in their `dependencies`. */
  name: string;
  /** Plugins that must be registered first. */
  dependencies?: string[];
  /** Decorators the plugin reads, checked by Fastify at registration. */
  decorators?: { fastify?: string[]; request?: string[]; reply?: string[] };
}

/**
 * What fastify-plugin does, through the symbols Fastify itself reads: the plugin's decorators,
 * hooks and handlers apply to the app that registers it instead of staying encapsulated, and Fastify
 * checks its name, dependencies and decorators when it is registered.
 */
export function sharedPlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  meta: PluginMeta,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: meta.name,
    [Symbol.for('plugin-meta')]: meta,
  });
}
