import { TaskFailure } from './tasks.js';

/** How long a failed load is remembered: a missing or broken model answers fast, yet a fix is picked up soon. */
export const LOAD_ERROR_TTL_MS = 30_000;

/** Loads each model once per worker, on first use; concurrent first requests share the one load. */
export interface ModelCache<Model> {
  get(name: string): Promise<Model>;
}

/**
 * `describe` names the model in the 503 message (e.g. `re-ranking model "x" from /models/x`).
 * Load errors are cached for `ttlMs`, then the next request tries again.
 */
export function createModelCache<Model>(load: (name: string) => Promise<Model>, describe: (name: string) => string, ttlMs = LOAD_ERROR_TTL_MS): ModelCache<Model> {
  const loaded = new Map<string, Promise<Model>>();
  const failed = new Map<string, { error: TaskFailure; at: number }>();
  return {
    get(name) {
      const failure = failed.get(name);
      if (failure !== undefined) {
        if (Date.now() - failure.at < ttlMs) return Promise.reject(failure.error);
        failed.delete(name);
      }
      let model = loaded.get(name);
      if (model === undefined) {
        model = load(name).catch((error: unknown) => {
          loaded.delete(name);
          const reason = error instanceof Error ? error.message : String(error);
          const failure = new TaskFailure('service_unavailable', `Could not load ${describe(name)}: ${reason}`);
          failed.set(name, { error: failure, at: Date.now() });
          throw failure;
        });
        loaded.set(name, model);
      }
      return model;
    },
  };
}
