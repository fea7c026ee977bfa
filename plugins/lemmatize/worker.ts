import { workerData } from 'node:worker_threads';
import { serveWorkerTasks } from '../../src/plugins/serve-worker-tasks.js';
import { createEnglishLemmatizer } from './english.js';
import { createFrenchLemmatizer } from './french.js';
import { isSupportedLanguage, type Lemmatizer, type SupportedLanguage } from './types.js';

/** A task of the lemmatize worker pool. */
export interface LemmatizeTask {
  language: SupportedLanguage;
  text: string;
}

/** What the plugin passes to each worker thread. */
export interface LemmatizeWorkerData {
  /** Languages whose model loads when the thread starts rather than on its first text. */
  preload: readonly string[];
}

const lemmatizers = new Map<SupportedLanguage, Lemmatizer>();

/** Models load on first use: the Lefff costs ~0.5-1.5 s and ~110 MiB, and only French texts need it. */
function lemmatizerFor(language: SupportedLanguage): Lemmatizer {
  let lemmatizer = lemmatizers.get(language);
  if (lemmatizer === undefined) {
    lemmatizer = language === 'en' ? createEnglishLemmatizer() : createFrenchLemmatizer();
    lemmatizers.set(language, lemmatizer);
  }
  return lemmatizer;
}

for (const language of (workerData as LemmatizeWorkerData | undefined)?.preload ?? []) {
  try {
    if (isSupportedLanguage(language)) lemmatizerFor(language);
  } catch {
    // A thread that throws at start is respawned by the pool, forever; the error shows on the first request instead.
  }
}

serveWorkerTasks(async (task) => {
  const { language, text } = task as LemmatizeTask;
  return lemmatizerFor(language).lemmatize(text);
});
