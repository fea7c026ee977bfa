import { distance } from 'fastest-levenshtein';

/** How a field name reads: a key of letters, digits and `_`. */
const FIELD_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * The property names the API's request schemas define, gathered as routes are added: the only
 * keys an error message may quote. A key the client made up may be data (an IBAN, a surname, a
 * user name used as a key), so it is quoted only when it is one small typo away from a real
 * field ("temprature", "strem"), which is what a client needs to be told.
 */
export class FieldNames {
  private readonly names = new Set<string>();
  private readonly seen = new WeakSet<object>();

  /** Adds every `properties` key found anywhere in a schema (unions, items and nested objects included). */
  addSchema(schema: unknown): void {
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

  /** Whether a key may be quoted: a defined field, or a typo of one (one edit for short names, two otherwise). */
  canQuote(key: string): boolean {
    if (!FIELD_KEY.test(key)) return false;
    if (this.names.has(key)) return true;
    for (const name of this.names) {
      const allowed = name.length <= 5 ? 1 : 2;
      if (Math.abs(name.length - key.length) <= allowed && distance(name, key) <= allowed) return true;
    }
    return false;
  }
}
