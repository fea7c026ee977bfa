import type { FastifyInstance } from 'fastify';
import { PlatformError } from '../../src/errors/platform-error.js';
import type { PluginRegistration } from '../../src/plugins/types.js';
import { createWorkerPool } from '../../src/plugins/worker-pool.js';
import { isSupportedLanguage, MODEL_NAMES, SUPPORTED_LANGUAGES, type LemmaToken, type SupportedLanguage } from './types.js';
import type { LemmatizeTask, LemmatizeWorkerData } from './worker.js';

interface Options {
  threads: number;
  preload: string[];
  detection: 'extrasmall' | 'small' | 'medium' | 'large';
}

interface Eld {
  detect(text: string): { language: string };
}

interface Body {
  text: string;
  language?: string;
}

/** The first few KB decide the language of a long text. */
const DETECTION_SAMPLE = 8192;

const supported = SUPPORTED_LANGUAGES.join(', ');

/** The request's language, or the detected one; 422 when it is not one the plugin lemmatizes. */
async function languageOf(body: Body, loadDetector: () => Promise<Eld>): Promise<SupportedLanguage> {
  if (body.language !== undefined) {
    if (!isSupportedLanguage(body.language)) {
      throw new PlatformError('validation_error', `Language "${body.language}" is not supported by /v1/lemmatize (supported: ${supported}).`, { param: 'language' });
    }
    return body.language;
  }
  const eld = await loadDetector();
  const detected = eld.detect(body.text.length > DETECTION_SAMPLE ? body.text.slice(0, DETECTION_SAMPLE) : body.text).language;
  if (detected === '') {
    throw new PlatformError('validation_error', `The language of the text could not be detected; set "language" (supported: ${supported}).`, { param: 'language' });
  }
  if (!isSupportedLanguage(detected)) {
    throw new PlatformError('validation_error', `The text looks like "${detected}", which /v1/lemmatize does not support (supported: ${supported}); set "language" if the detection is wrong.`, {
      param: 'language',
    });
  }
  return detected;
}

/**
 * Lemmatization in worker threads: the models load there (English at start-up, French on its
 * first text), so neither loading nor a long text blocks the gateway's event loop.
 */
export async function register(app: FastifyInstance, registration: PluginRegistration): Promise<void> {
  const options = registration.options as Options;
  // Loaded on the first text without a language (~60-80 MiB); the module is shared with whoever
  // else loaded the same database (language plugin, privacy analyzer).
  let detector: Promise<Eld> | undefined;
  const loadDetector = (): Promise<Eld> => {
    detector ??= (import(`eld/${options.detection}`) as Promise<{ eld: Eld }>).then((module) => module.eld);
    return detector;
  };
  const workerData: LemmatizeWorkerData = { preload: options.preload };
  const pool = createWorkerPool({
    file: new URL('./worker.js', import.meta.url),
    threads: options.threads,
    maxQueue: registration.context.config.plugins.maxQueuedJobs,
    name: 'lemmatize',
    workerData,
  });
  app.addHook('onClose', async () => pool.close());

  registration.serve('lemmatize', async (raw) => {
    const body = raw as Body;
    if (body.text.trim() === '') throw new PlatformError('validation_error', '"text" has no words to lemmatize.', { param: 'text' });
    const language = await languageOf(body, loadDetector);
    const task: LemmatizeTask = { language, text: body.text };
    const tokens = await pool.run<LemmaToken[]>(task);
    return { model: MODEL_NAMES[language], language, tokens };
  });
}
