/**
 * Quality of the language endpoints on public data kept outside the repository (../shared/eval,
 * or VEIL_EVAL_DIR):
 * - langid_sentences_dev.jsonl: language identification accuracy of eld per language and
 *   overall, over the languages eld knows (the others are listed separately with what eld
 *   answered instead), for each of its databases with load time and memory;
 * - lemma_ud_en_dev.jsonl, lemma_ud_fr_dev.jsonl (Universal Dependencies EWT, French GSD):
 *   token-level lemma accuracy of the `lemmatize` plugin's English and French lemmatizers.
 *
 * Alignment rule for lemmas: gold words are located in the text in order; the words of a
 * multiword token get their own offsets when their forms spell the surface ("we've" = "we" +
 * "'ve"), else ("du" = "de" + "le") they are left out and counted. A gold word is correct when
 * the lemmatizer returned a token with exactly its offsets and exactly its lemma; a word with no
 * token of the same span counts as wrong. Accuracy is given without punctuation and over all words.
 *
 * Run with `npm run eval:nlp`; it rewrites the marked sections of docs/nlp.md (EVAL_WRITE=0 to
 * only print). VEIL_EVAL_VERBOSE=1 lists the most frequent lemma errors.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createEnglishLemmatizer } from '../plugins/lemmatize/english.js';
import { createFrenchLemmatizer } from '../plugins/lemmatize/french.js';
import type { Lemmatizer } from '../plugins/lemmatize/types.js';

interface Eld {
  detect(text: string): { language: string };
  info(): { Languages: Record<number, string> };
}

interface LanguageRecord {
  text: string;
  lang: string;
}
interface TreebankRecord {
  text: string;
  forms: string[];
  lemmas: string[];
  upos: string[];
  /** `range`: first and last word ids (1-based) of a token written as one (`form`). */
  multiword_tokens?: Array<{ range: [number, number]; form: string }> | null;
}
interface GoldWord {
  start: number;
  end: number;
  form: string;
  lemma: string;
  upos: string;
}

const evalDir = process.env.VEIL_EVAL_DIR ?? resolve(process.cwd(), '../shared/eval');
const verbose = process.env.VEIL_EVAL_VERBOSE === '1';

/** ISO 639-1 codes of the data that eld reports under another code: Norwegian Bokmål and Nynorsk are its `no`. */
const SAME_LANGUAGE: Readonly<Record<string, string>> = { nb: 'no', nn: 'no' };

function readJsonl<T>(name: string): T[] {
  return readFileSync(resolve(evalDir, name), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

const percent = (part: number, whole: number): string => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);

/**
 * Load time and resident memory of an eld database, measured in a fresh Node process (in this
 * one, the garbage of earlier steps blurs any difference of RSS).
 */
function measureEld(database: string): { loadMs: number; rssMiB: number } {
  const script = [
    'globalThis.gc(); const rss = process.memoryUsage().rss; const started = performance.now();',
    `await import('eld/${database}');`,
    'const loadMs = performance.now() - started; globalThis.gc(); await new Promise((r) => setTimeout(r, 100)); globalThis.gc();',
    'console.log(JSON.stringify({ loadMs, rssMiB: (process.memoryUsage().rss - rss) / 2 ** 20 }));',
  ].join('\n');
  const output = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(output) as { loadMs: number; rssMiB: number };
}

interface LanguageIdResult {
  correct: number;
  total: number;
  report: string;
}

function evaluateLanguageId(eld: Eld, database: string): LanguageIdResult {
  const records = readJsonl<LanguageRecord>('langid_sentences_dev.jsonl');
  const known = new Set(Object.values(eld.info().Languages));
  const perLanguage = new Map<string, { total: number; correct: number; answers: Map<string, number> }>();
  const started = performance.now();
  for (const record of records) {
    const expected = SAME_LANGUAGE[record.lang] ?? record.lang;
    const answer = eld.detect(record.text).language;
    const stats = perLanguage.get(record.lang) ?? { total: 0, correct: 0, answers: new Map<string, number>() };
    stats.total++;
    if (answer === expected) stats.correct++;
    stats.answers.set(answer || '(none)', (stats.answers.get(answer || '(none)') ?? 0) + 1);
    perLanguage.set(record.lang, stats);
  }
  const perText = (performance.now() - started) / records.length;
  const supported = [...perLanguage].filter(([language]) => known.has(SAME_LANGUAGE[language] ?? language)).sort(([a], [b]) => a.localeCompare(b));
  const unsupported = [...perLanguage].filter(([language]) => !known.has(SAME_LANGUAGE[language] ?? language)).sort(([a], [b]) => a.localeCompare(b));
  const total = supported.reduce((sum, [, stats]) => sum + stats.total, 0);
  const correct = supported.reduce((sum, [, stats]) => sum + stats.correct, 0);
  const worst = [...supported].sort(([, a], [, b]) => a.correct / a.total - b.correct / b.total).slice(0, 8);
  const topAnswer = (answers: Map<string, number>) => [...answers].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([code, count]) => `${code} ×${count}`).join(', ');
  const report = [
    `eld 2.1, \`${database}\` database, on langid_sentences_dev.jsonl (Leipzig sentences, ${records.length} texts, ${perLanguage.size} languages); ${perText.toFixed(3)} ms per text.`,
    '',
    `- **Overall, ${supported.length} languages eld supports: ${percent(correct, total)}** (${correct}/${total}). \`nb\` and \`nn\` count as eld's \`no\` (ISO 639-1 Norwegian).`,
    `- Per language: ${supported.map(([language, stats]) => `${language} ${percent(stats.correct, stats.total)}`).join(', ')}.`,
    `- Weakest: ${worst.map(([language, stats]) => `${language} ${percent(stats.correct, stats.total)} (answers: ${topAnswer(stats.answers)})`).join('; ')}.`,
    `- Not supported by eld (${unsupported.length}, not counted): ${unsupported.map(([language, stats]) => `${language} (→ ${topAnswer(stats.answers)})`).join('; ')}.`,
  ].join('\n');
  return { correct, total, report };
}

/** The full report for the `extrasmall` database (the language plugin's default), one line for each database. */
async function languageIdReport(): Promise<string> {
  const lines: string[] = [];
  let full = '';
  for (const database of ['extrasmall', 'small', 'medium', 'large']) {
    const { eld } = (await import(`eld/${database}`)) as { eld: Eld };
    const { loadMs, rssMiB } = measureEld(database);
    const result = evaluateLanguageId(eld, database);
    lines.push(`| \`${database}\` | ${percent(result.correct, result.total)} | ${Math.round(loadMs)} ms | +${Math.round(rssMiB)} MiB |`);
    if (database === 'extrasmall') full = result.report;
  }
  return [full, '', '| eld database | accuracy (supported languages) | load | resident memory (fresh process) |', '|---|---|---|---|', ...lines].join('\n');
}

/** Gold words with offsets into the text; words of a multiword token that cannot be placed are left out. */
function goldWords(record: TreebankRecord): { words: GoldWord[]; leftOut: number } {
  // Ranges are CoNLL-U word ids: 1-based, inclusive.
  const multiword = new Map((record.multiword_tokens ?? []).map((token) => [token.range[0] - 1, token]));
  const words: GoldWord[] = [];
  let leftOut = 0;
  let cursor = 0;
  const word = (index: number, start: number): GoldWord => ({
    start,
    end: start + (record.forms[index] ?? '').length,
    form: record.forms[index] ?? '',
    lemma: record.lemmas[index] ?? '',
    upos: record.upos[index] ?? '',
  });
  for (let index = 0; index < record.forms.length; index++) {
    const token = multiword.get(index);
    const surface = token?.form ?? record.forms[index] ?? '';
    const start = record.text.indexOf(surface, cursor);
    const last = token === undefined ? index : token.range[1] - 1;
    if (start === -1) {
      leftOut += last - index + 1;
      index = last;
      continue;
    }
    cursor = start + surface.length;
    if (token === undefined) words.push(word(index, start));
    else if (record.forms.slice(index, last + 1).join('') === surface) {
      let offset = start;
      for (let part = index; part <= last; part++) {
        words.push(word(part, offset));
        offset += (record.forms[part] ?? '').length;
      }
    } else leftOut += last - index + 1;
    index = last;
  }
  return { words, leftOut };
}

function evaluateLemmas(name: string, file: string, create: () => Lemmatizer): string {
  const loadStarted = performance.now();
  const lemmatizer = create();
  const loadMs = performance.now() - loadStarted;
  const records = readJsonl<TreebankRecord>(file);
  let words = 0;
  let correct = 0;
  let content = 0;
  let contentCorrect = 0;
  let unaligned = 0;
  let leftOut = 0;
  let tokens = 0;
  let elapsed = 0;
  const errors = new Map<string, number>();
  for (const record of records) {
    const started = performance.now();
    const ours = lemmatizer.lemmatize(record.text);
    elapsed += performance.now() - started;
    tokens += ours.length;
    const bySpan = new Map(ours.map((token) => [`${token.start}:${token.end}`, token]));
    const gold = goldWords(record);
    leftOut += gold.leftOut;
    for (const word of gold.words) {
      const token = bySpan.get(`${word.start}:${word.end}`);
      if (token === undefined) unaligned++;
      const right = token?.lemma === word.lemma;
      words++;
      if (right) correct++;
      if (word.upos === 'PUNCT') continue;
      content++;
      if (right) contentCorrect++;
      else {
        const key = `${word.form} → ${word.lemma} (ours: ${token?.lemma ?? 'no token'})`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    }
  }
  if (verbose) {
    console.log(`${name}: most frequent errors`);
    for (const [key, count] of [...errors].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`  ${count}× ${key}`);
  }
  return [
    `- **${name}** (\`${lemmatizer.model}\`), ${file}: **${percent(contentCorrect, content)} without punctuation** (${contentCorrect}/${content}), ` +
      `${percent(correct, words)} over all ${words} words; ${unaligned} words had no token of the same span (tokenization differences, counted wrong); ` +
      `${leftOut} words of multiword tokens left out. Load ${Math.round(loadMs)} ms; ${Math.round(tokens / (elapsed / 1000)).toLocaleString('en-US')} tokens/s.`,
  ].join('\n');
}

/** Replaces the text between `<!-- eval:NAME:start -->` and `<!-- eval:NAME:end -->` in docs/nlp.md. */
function writeNlpSection(name: string, report: string): void {
  const file = resolve('docs/nlp.md');
  const start = `<!-- eval:${name}:start -->`;
  const end = `<!-- eval:${name}:end -->`;
  const text = readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1) throw new Error(`docs/nlp.md lacks the ${start} ... ${end} markers`);
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${report}\n${text.slice(to)}`);
}

const stamp = `_Measured by \`npm run eval:nlp\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}._`;
const languageReport = `${await languageIdReport()}\n\n${stamp}`;
console.log(languageReport);
const lemmaReport = [
  evaluateLemmas('English', 'lemma_ud_en_dev.jsonl', createEnglishLemmatizer),
  evaluateLemmas('French', 'lemma_ud_fr_dev.jsonl', () => createFrenchLemmatizer()),
  '',
  stamp,
].join('\n');
console.log(`\n${lemmaReport}`);
if (process.env.EVAL_WRITE !== '0') {
  writeNlpSection('language-id', languageReport);
  writeNlpSection('lemmatize', lemmaReport);
}
