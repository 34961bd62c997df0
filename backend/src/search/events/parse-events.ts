import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { PayloadInvalidException } from '../../api/payload-validation.js';
import { indexTarget } from '../index-name.js';
import { validationFailures } from '../request/validation-failures.js';
import { InsightsEvent } from './insights-event.dto.js';

/** Algolia Insights takes at most this many events per request. */
export const MAX_EVENTS = 1000;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Rules across fields, checked once the fields themselves are valid. */
function eventRuleFailure(event: InsightsEvent, path: string): string | undefined {
  if (!indexTarget(event.index)) return `${path}.index: ${event.index} is not a search index`;
  if (event.positions && event.positions.length !== event.objectIDs.length) {
    return `${path}.positions must have one position per objectID (${event.objectIDs.length})`;
  }
  if (event.eventType === 'click' && event.queryID && !event.positions) {
    return `${path}.positions is required for a click after a search (with queryID)`;
  }
  return undefined;
}

/** Reads `{ events: [...] }`, or a 400 naming every bad field (`events[0].objectIDs must ...`). */
export async function parseEvents(body: unknown): Promise<InsightsEvent[]> {
  if (!isPlainObject(body) || !Array.isArray(body['events'])) {
    throw new PayloadInvalidException(['The body must be a JSON object with an events array']);
  }
  const raw: unknown[] = body['events'];
  if (raw.length === 0 || raw.length > MAX_EVENTS) {
    throw new PayloadInvalidException([`events must hold 1 to ${MAX_EVENTS} events, got ${raw.length}`]);
  }
  const failures: string[] = [];
  const events: InsightsEvent[] = [];
  for (const [index, item] of raw.entries()) {
    const path = `events[${index}]`;
    if (!isPlainObject(item)) {
      failures.push(`${path} must be an object`);
      continue;
    }
    const event = plainToInstance(InsightsEvent, item);
    const fieldFailures = validationFailures(await validate(event, { whitelist: true }), path);
    failures.push(...fieldFailures);
    const rule = fieldFailures.length === 0 ? eventRuleFailure(event, path) : undefined;
    if (rule) failures.push(rule);
    events.push(event);
  }
  if (failures.length) throw new PayloadInvalidException(failures);
  return events;
}
