import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';

export interface PluginMeta {
  /** Shown in Fastify's errors; later plugins can list it in their `dependencies`. */
  name: string;
  /** Plugins that must be registered first. */
  dependencies?: string[];
  /** Decorators the plugin reads, checked by Fastify at registration. */
  decorators?: { fastify?: string[]; request?: string[]; reply?: string[] };
}

/**
 * A plugin whose decorators, hooks and handlers apply to the app that registers it instead of staying
 * encapsulated (fastify-plugin), with its name, dependencies and decorators checked by Fastify when it
 * is registered.
 */
export function sharedPlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  meta: PluginMeta,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return fp(plugin, { fastify: '5.x', ...meta });
}
