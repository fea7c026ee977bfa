import { closest, distance } from 'fastest-levenshtein';

/** How a field name reads: a key of letters, digits and `_`. */
const FIELD_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The parts of a route's schema a client writes: the names an error may quote or suggest. */
const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * The property names the API's request schemas define, gathered as routes are added: the only
 * keys an error message may quote. A key the client made up may be data (an IBAN, a surname, a
 * user name used as a key), however much it looks like a field, so it is never quoted; when it is
 * a small typo of a field ("temprature", "strem"), the message suggests that field instead.
 */
export class FieldNames {
  private readonly names = new Set<string>();
  private readonly seen = new WeakSet<object>();

  /** Adds the request schemas of a route. */
  addRoute(schema: Partial<Record<(typeof REQUEST_PARTS)[number], unknown>> | undefined): void {
    for (const part of REQUEST_PARTS) this.addSchema(schema?.[part]);
  }

  /** Adds every `properties` key found anywhere in a schema (unions, items and nested objects included). */
  private addSchema(schema: unknown): void {
    if (typeof schema !== 'object' || schema === null || this.seen.has(schema)) return;
    this.seen.add(schema);
    if (Array.isArray(schema)) {
      for (const item of schema) this.addSchema(item);
      return;
    }
    const properties = (schema as { properties?: unknown }).properties;
    if (typeof properties === 'object' && properties !== null) {
      for (const name of Object.keys(properties)) if (FIELD_KEY.test(name)) this.names.add(name);
    }
    for (const value of Object.values(schema)) this.addSchema(value);
  }

  /** Whether a key is a field of the API, and so may be quoted. */
  isField(key: string): boolean {
    return this.names.has(key);
  }

  /** The field a key is a small typo of (one edit for names of up to five letters, two otherwise), if any. */
  suggestionFor(key: string): string | undefined {
    if (this.names.size === 0 || key.length > 64) return undefined;
    const nearest = closest(key, [...this.names]);
    const allowed = nearest.length <= 5 ? 1 : 2;
    return distance(nearest, key) <= allowed ? nearest : undefined;
  }
}
