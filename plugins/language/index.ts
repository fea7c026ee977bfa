import type { FastifyInstance } from 'fastify';
import { PlatformError } from '../../src/errors/platform-error.js';
import type { PluginRegistration } from '../../src/plugins/types.js';

interface EldResult {
  language: string;
  isReliable(): boolean;
  getScores(): Record<string, number>;
}
interface Eld {
  detect(text: string): EldResult;
}

interface Options {
  database: 'extrasmall' | 'small' | 'medium' | 'large';
}

interface Body {
  text?: string;
  texts?: string[];
  top_k?: number;
}

/** Long texts: the first few KB decide the language, and detection stays cheap. */
const SAMPLE = 8192;

/**
 * The reference plugin: one capability, options validated by the host from manifest.json,
 * a model loaded once, on the first request (eld's smallest database alone takes ~80 MiB, which an
 * idle gateway should not hold), and a handler that names the model in every answer.
 */
export async function register(_app: FastifyInstance, registration: PluginRegistration): Promise<void> {
  const { database } = registration.options as Options;
  let loading: Promise<Eld> | undefined;
  const model = `eld-2 (${database})`;
  registration.serve('detect-language', async (raw) => {
    const body = raw as Body;
    loading ??= (import(`eld/${database}`) as Promise<{ eld: Eld }>).then((module) => module.eld);
    const eld = await loading;
    if ((body.text === undefined) === (body.texts === undefined)) {
      throw new PlatformError('validation_error', 'Send exactly one of "text" and "texts".', { param: 'text' });
    }
    const texts = body.texts ?? [body.text as string];
    const topK = body.top_k ?? 3;
    return {
      model,
      results: texts.map((text) => {
        const result = eld.detect(text.length > SAMPLE ? text.slice(0, SAMPLE) : text);
        // eld's scores are similarities, not probabilities; normalised over the candidates they read as confidences.
        const scores = Object.entries(result.getScores()).sort((a, b) => b[1] - a[1]);
        const total = scores.reduce((sum, [, score]) => sum + score, 0);
        const candidates = scores
          .slice(0, topK)
          .map(([language, score]) => ({ language, confidence: total > 0 ? Math.round((score / total) * 1e4) / 1e4 : 0 }));
        const best = result.language === '' ? null : result.language;
        const top = candidates[0]?.confidence ?? 0;
        return { language: best, confidence: best === null ? 0 : result.isReliable() ? top : Math.min(top, 0.5), candidates };
      }),
    };
  });
}
