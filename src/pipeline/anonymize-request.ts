import { PlatformError } from '../errors/platform-error.js';
import { createChunkRestorer, restoreCompletionJson } from '../privacy/operators/chunk-restorer.js';
import type { PrivacyService } from '../privacy/privacy-service.js';
import { DEFAULT_ORGANIZATION_ID } from '../store/types.js';
import { analyzeSlots } from './analyze-slots.js';
import { hasDuplicateKeys } from './duplicate-keys.js';
import type { Exchange, ExchangeStep } from './exchange.js';
import { chatTextSlots, completionTextSlots, embeddingTextSlots, holdsTokenIds } from './message-texts.js';
import { privacyFor } from './privacy-policy.js';

const MAP_HEADER = 'x-veil-map-id';

/** A body found clean goes as received, unless a repeated key hides a value that was never analysed. */
function forwardAsAnalysed(exchange: Exchange): void {
  const raw = exchange.request.rawBody;
  if (raw !== null && hasDuplicateKeys(raw.toString('utf8'))) exchange.bodyChanged = true;
}

/**
 * A prompt or an input sent as token ids would reach the provider unread, which decodes it back
 * into the text: refused while privacy is on (decoding needs the provider's own tokenizer).
 */
function refuseTokenIds(exchange: Exchange): void {
  const param = exchange.kind === 'completion' ? 'prompt' : exchange.kind === 'embedding' ? 'input' : undefined;
  if (param === undefined || !holdsTokenIds(exchange.body[param])) return;
  throw new PlatformError('validation_error', `Token ids cannot be checked for personal data: send \`${param}\` as text, or use a key whose privacy policy is off.`, { param });
}

/** The request asks for a JSON answer (`response_format` `json_object` or `json_schema`): its content is JSON text. */
function asksForJson(body: Record<string, unknown>): boolean {
  const format = body.response_format;
  if (typeof format !== 'object' || format === null) return false;
  const type = (format as { type?: unknown }).type;
  return type === 'json_object' || type === 'json_schema';
}

/**
 * Mode 1: anonymizes every text of a model call into one map (a new one, or the one named by
 * `x-veil-map-id` so placeholders stay stable across turns), forwards placeholders only, and adds
 * the restore step for the answer, streamed or not. A request without personal data and without a
 * map id is forwarded untouched, with no map created.
 */
export function createAnonymizeRequest(privacy: PrivacyService): ExchangeStep {
  return async (exchange) => {
    const policy = privacyFor(exchange.request, privacy.config);
    if (!policy.enabled) {
      exchange.responseHeaders['x-veil-privacy'] = 'off';
      return;
    }
    const body = exchange.body;
    if (!(exchange.kind === 'embedding' && privacy.config.embeddings === 'passthrough')) refuseTokenIds(exchange);
    const slots =
      exchange.kind === 'chat' ? chatTextSlots(body) : exchange.kind === 'completion' ? completionTextSlots(body) : embeddingTextSlots(body);
    const requestedMap = exchange.request.headers[MAP_HEADER];
    const mapId = typeof requestedMap === 'string' && requestedMap !== '' ? requestedMap : undefined;
    const organizationId = exchange.request.apiKey?.organizationId ?? DEFAULT_ORGANIZATION_ID;
    // A key's narrowing narrows detection; the organisation's deny terms of its own types are anonymized whatever it says.
    const entities = policy.entities === undefined ? undefined : [...policy.entities, ...(await privacy.denyTypes(organizationId))];
    const options = { organizationId, entities };

    if (exchange.kind === 'embedding' && privacy.config.embeddings !== 'anonymize') {
      if (privacy.config.embeddings === 'passthrough') return;
      for (const slot of slots) {
        if ((await privacy.analyze(slot.text, options)).length > 0) {
          throw new PlatformError('personal_data_rejected', 'The embeddings input holds personal data, which this gateway is configured to reject.', {
            param: 'input',
          });
        }
      }
      return forwardAsAnalysed(exchange);
    }

    // Analysed once: the spans decide whether a map is needed, then go to anonymize as they are.
    const found = await analyzeSlots(slots, (texts) => privacy.analyzeAll(texts, options));
    if (mapId === undefined && found.every((spans) => spans.length === 0)) return forwardAsAnalysed(exchange);

    const { session, results } = await privacy.anonymize(
      slots.map((slot) => slot.text),
      { ...options, mapId, saveInBackground: true },
      found,
    );
    exchange.afterDispatch.push(() => session.dispatched());
    exchange.beforeResponse.push(() => session.saved());
    const counts: Record<string, number> = {};
    results.forEach((result, index) => {
      if (result.entities.length === 0) return;
      (slots[index] as (typeof slots)[number]).replace(result.text);
      for (const entity of result.entities) counts[entity.type] = (counts[entity.type] ?? 0) + 1;
    });
    for (const slot of slots) slot.finish?.();
    exchange.bodyChanged = true;
    exchange.request.veil.privacy = { mapId: session.map.id, entityCounts: counts };
    exchange.responseHeaders[MAP_HEADER] = session.map.id;
    if (exchange.kind === 'embedding') return;
    const table = session.restoreTable();
    const answer = { jsonContent: asksForJson(body) };
    exchange.responseRewriters.push({
      rewriteJson: (completion) => restoreCompletionJson(completion, table, answer),
      createChunkRewriter: () => createChunkRestorer(table, answer),
    });
  };
}
