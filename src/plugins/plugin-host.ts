import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Ajv } from 'ajv';
import { PlatformError } from '../errors/platform-error.js';
import { errorResponses } from '../server/schemas/common.js';
import { CAPABILITY_ROUTES } from './capabilities/index.js';
import {
  CAPABILITIES,
  type BackendPluginModule,
  type Capability,
  type CapabilityHandler,
  type PluginContext,
  type PluginManifest,
} from './types.js';

export class PluginError extends Error {
  override name = 'PluginError';
}

/** The package root: this file is dist/src/plugins/plugin-host.js. */
const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface LocatedPlugin {
  manifest: PluginManifest;
  entry: URL;
}

/** Shipped plugins keep manifest.json in plugins/<name>/ and their compiled entry in dist/plugins/<name>/. */
function locate(name: string, extraDir: string | undefined): LocatedPlugin {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new PluginError(`Plugin name "${name}" is not a plugin folder name.`);
  const candidates = [
    ...(extraDir === undefined ? [] : [{ manifestDir: path.resolve(extraDir, name), codeDir: path.resolve(extraDir, name) }]),
    { manifestDir: path.join(PACKAGE_ROOT, 'plugins', name), codeDir: path.join(PACKAGE_ROOT, 'dist', 'plugins', name) },
  ];
  for (const { manifestDir, codeDir } of candidates) {
    const file = path.join(manifestDir, 'manifest.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as PluginManifest;
    return { manifest, entry: pathToFileURL(path.join(codeDir, manifest.entry ?? 'index.js')) };
  }
  throw new PluginError(`No plugin "${name}" (looked for plugins/${name}/manifest.json${extraDir === undefined ? '' : ` and ${extraDir}/${name}/manifest.json`}).`);
}

export interface PluginHostResult {
  /** Handler of the `embeddings` capability, for `local/...` models on /v1/embeddings. */
  embeddings: CapabilityHandler | undefined;
}

/**
 * Loads the plugins config routes endpoints to, validates their options against their manifests,
 * and lets each register in its own encapsulated context. Every capability route exists even when
 * no plugin serves it: it then answers 503 naming the config to set.
 */
export async function registerPlugins(app: FastifyInstance, context: PluginContext): Promise<PluginHostResult> {
  const { plugins } = context.config;
  const byPlugin = new Map<string, Capability[]>();
  for (const [capability, name] of Object.entries(plugins.endpoints)) {
    if (!(CAPABILITIES as readonly string[]).includes(capability)) {
      throw new PluginError(`plugins.endpoints: unknown endpoint "${capability}" (known: ${CAPABILITIES.join(', ')}).`);
    }
    byPlugin.set(name, [...(byPlugin.get(name) ?? []), capability as Capability]);
  }

  const served = new Set<Capability>();
  const result: PluginHostResult = { embeddings: undefined };
  const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false });

  for (const [name, capabilities] of byPlugin) {
    const { manifest, entry } = locate(name, plugins.dir);
    const refused = capabilities.filter((capability) => !manifest.endpoints.includes(capability));
    if (refused.length > 0) throw new PluginError(`Plugin "${name}" cannot serve ${refused.join(', ')} (it serves ${manifest.endpoints.join(', ')}).`);
    const options = structuredClone(plugins.options[name] ?? {});
    if (manifest.options !== undefined) {
      const validate = ajv.compile(manifest.options);
      if (!validate(options)) {
        const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '(options)'} ${error.message ?? ''}`).join('; ');
        throw new PluginError(`plugins.options.${name}: ${problems}`);
      }
    }
    const module = (await import(entry.href)) as BackendPluginModule;
    await app.register(async (child) => {
      await module.register(child, {
        options,
        context,
        capabilities,
        serve(capability, handler) {
          if (!capabilities.includes(capability)) throw new PluginError(`Plugin "${name}" served "${capability}", which config does not route to it.`);
          served.add(capability);
          if (capability === 'embeddings') {
            result.embeddings = handler;
            return;
          }
          const definition = CAPABILITY_ROUTES[capability];
          if (definition === undefined) return;
          child.route({
            method: definition.method,
            url: definition.url,
            config: { scope: 'nlp' },
            schema: {
              summary: definition.summary,
              description: `${definition.description} Served by the "${manifest.id}" plugin.`,
              tags: ['Language and documents'],
              security: [{ bearerAuth: [] }],
              body: definition.body,
              response: { 200: definition.response, ...definition.extraResponses, ...errorResponses(400, 401, 403, 413, 422, 502, 503, 504) },
            },
            handler: async (request) => handler(request.body, request),
          });
        },
      });
    });
    const missing = capabilities.filter((capability) => !served.has(capability));
    if (missing.length > 0) throw new PluginError(`Plugin "${name}" did not serve ${missing.join(', ')}.`);
  }

  // Capabilities nobody serves still exist, and say how to get them.
  for (const [capability, definition] of Object.entries(CAPABILITY_ROUTES) as Array<[Capability, NonNullable<(typeof CAPABILITY_ROUTES)[Capability]>]>) {
    if (served.has(capability)) continue;
    app.route({
      method: definition.method,
      url: definition.url,
      config: { scope: 'nlp' },
      schema: {
        summary: definition.summary,
        description: `${definition.description} Not enabled on this gateway.`,
        tags: ['Language and documents'],
        security: [{ bearerAuth: [] }],
        body: definition.body,
        response: { 200: definition.response, ...errorResponses(401, 403, 422, 503) },
      },
      handler: async () => {
        throw new PlatformError(
          'service_unavailable',
          `No backend serves ${definition.url}: set plugins.endpoints.${capability} in the config to a plugin (e.g. "remote" with plugins.options.remote).`,
        );
      },
    });
  }
  return result;
}
