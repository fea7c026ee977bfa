import { seededRandom } from './seeded-random.js';

/**
 * Distinct ~1 KB chat bodies full of personal data, generated from a fixed seed: names, emails,
 * phone numbers, IBANs, card numbers and addresses, different in every body so that no analysis
 * cache can help.
 */
const FIRST = ['Jane', 'Oliver', 'Amelia', 'Lukas', 'Sophie', 'Mateo', 'Chloé', 'Giulia', 'Henrik', 'Noah', 'Emma', 'Liam'];
const LAST = ['Doe', 'Schneider', 'Martin', 'Rossi', 'García', 'de Vries', 'Smith', 'Dubois', 'Becker', 'Jansen', 'Brown', 'Moreau'];
const CITIES = ['Berlin', 'Paris', 'Madrid', 'Rome', 'Amsterdam', 'London', 'Munich', 'Lyon', 'Milan', 'Rotterdam'];
// Valid IBANs (mod 97) of several countries.
const IBANS = ['DE89 3704 0044 0532 0130 00', 'GB29 NWBK 6016 1331 9268 19', 'FR14 2004 1010 0505 0001 3M02 606', 'NL91 ABNA 0417 1643 00', 'ES91 2100 0418 4502 0005 1332'];
const CARDS = ['4111 1111 1111 1111', '5555 5555 5555 4444', '3782 822463 10005', '6011 1111 1111 1117'];


/**
 * An endless source of such bodies: every call returns a body never returned before (the index is
 * part of the email address and the reference), so a load run of any length and speed stays a
 * cache miss for every prompt. The same seed gives the same sequence.
 */
export function piiChatBodySource(options: { stream?: boolean } = {}, seed = 7): () => string {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  let index = 0;
  return () => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const other = `${pick(FIRST)} ${pick(LAST)}`;
    const order = 100_000 + Math.floor(next() * 900_000);
    const user = [
      `Hello, my name is ${first} ${last} and I live in ${pick(CITIES)}. My order ${order} has not arrived.`,
      `You can reach me at ${first.toLowerCase()}.${last.toLowerCase().replace(/\s/g, '')}${index}@example.com or on +44 20 7946 ${String(1000 + (index % 9000)).padStart(4, '0')}.`,
      `I paid with my card ${pick(CARDS)}; refunds can go to IBAN ${pick(IBANS)}.`,
      `My colleague ${other} from the ${pick(CITIES)} office placed a similar order last week and had the same problem.`,
      `Please check the delivery status, tell me when it will arrive, and confirm the refund if it is lost. Reference ${order}-${index}.`,
      'I have been a customer for many years and this is the first time something like this happened, so I hope you can help quickly.',
      'If you need anything else from me, such as the invoice or photos of the packaging of my previous order, just let me know and I will send it.',
    ].join(' ');
    index += 1;
    return JSON.stringify({
      model: 'gpt-4o-mini',
      ...(options.stream ? { stream: true } : {}),
      messages: [
        { role: 'system', content: 'You are a helpful customer service assistant for an online shop. Answer briefly and politely.' },
        { role: 'user', content: user },
      ],
    });
  };
}

/** The first `count` bodies of the source with this seed. */
export function piiChatBodies(count: number, options: { stream?: boolean } = {}, seed = 7): string[] {
  const source = piiChatBodySource(options, seed);
  return Array.from({ length: count }, () => source());
}
