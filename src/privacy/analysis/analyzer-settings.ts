import { createAnalyzer, type Analyzer } from '../analyzer.js';
import { createDefaultRecognizers } from '../recognizers/index.js';

/** What builds an analyzer (the privacy config's detection part), on the event loop or in a thread. */
export interface AnalyzerSettings {
  compromise: boolean;
  thresholds: Record<string, number>;
  allowList: string[];
  entities: string[];
}

export function createAnalyzerFrom(settings: AnalyzerSettings): Analyzer {
  return createAnalyzer({
    recognizers: createDefaultRecognizers({ compromise: settings.compromise }),
    thresholds: settings.thresholds,
    allowList: settings.allowList,
    ...(settings.entities.length > 0 ? { entities: settings.entities } : {}),
  });
}
