/**
 * Top-level domains an e-mail address written loosely must end in: spelled out ("jane at example
 * dot com", "juan arroba ejemplo punto es") or with spaces around the "@" ("jane.doe @ example.com").
 * Those shapes are also prose and code ("meet Jane at the cafe dot ...", `x @ self.weight`), so
 * only a domain that ends in a common generic or country TLD makes them an address. Countries
 * where the product's six languages are spoken are all listed.
 */
export const EMAIL_TLDS: readonly string[] = [
  'com', 'org', 'net', 'edu', 'gov', 'info', 'biz', 'io', 'co', 'me', 'dev', 'app', 'ai', 'eu', 'tv', 'xyz',
  'uk', 'ie', 'us', 'ca', 'au', 'nz', 'in', 'za', 'ng', 'ke', 'sg', 'hk', 'jp', 'cn', 'kr', 'tw',
  'de', 'at', 'ch', 'li', 'lu', 'fr', 'be', 'mc', 'ma', 'tn', 'sn', 'es', 'cat', 'mx', 'ar', 'cl', 'pe', 've',
  'uy', 'ec', 'it', 'nl', 'pt', 'br', 'ao', 'mz', 'se', 'no', 'dk', 'fi', 'is', 'pl', 'cz', 'sk', 'hu',
  'ro', 'gr', 'tr', 'il', 'ru', 'ua',
];

const TLD_SET: ReadonlySet<string> = new Set(EMAIL_TLDS);

/** Whether a domain's last label is one of those, in any case ("COM"). */
export function isEmailTld(label: string): boolean {
  return TLD_SET.has(label.toLowerCase());
}
