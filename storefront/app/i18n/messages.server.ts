import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALE_CODES, localeLoadOrder, type LocaleCode } from '@shop/markets';
import { keepMessageQuantitiesTogether } from './message-quantities.server';

/** A feature's messages for one locale: flat ICU strings by id. */
export type MessageSource = Readonly<Record<string, string>>;
/** Messages as the browser receives them: parsed to ICU ASTs, so it needs no parser (ADR 10). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

// Every feature folder keeps its messages beside its components: app/<feature>/messages/<locale>.json.
const files = import.meta.glob<MessageSource>('../**/messages/*.json', { eager: true, import: 'default' });

/** All features' messages of one locale file name (`de-AT`), merged. */
export function sourceMessages(locale: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const [path, messages] of Object.entries(files)) {
    if (path.endsWith(`/messages/${locale}.json`)) Object.assign(merged, messages);
  }
  return merged;
}

const compiled = new Map<LocaleCode, CompiledMessages>();

/**
 * The locale's messages with its fallbacks underneath (spec 1 §1: fallbacks load first, so de-AT
 * shows German wherever it has no own text), parsed once per locale and process, each number kept
 * on one line with its unit.
 */
export function messagesFor(locale: LocaleCode): CompiledMessages {
  const cached = compiled.get(locale);
  if (cached) return cached;
  const merged: Record<string, string> = {};
  for (const code of localeLoadOrder(locale)) Object.assign(merged, sourceMessages(code));
  const result: CompiledMessages = {};
  for (const [id, text] of Object.entries(merged)) result[id] = keepMessageQuantitiesTogether(parse(text));
  compiled.set(locale, result);
  return result;
}

/**
 * Every locale's messages, for the build (vite-plugins/locale-messages.ts): the browser loads its
 * locale's as a fingerprinted file, compiled by this same code.
 */
export function everyLocaleMessages(): Record<LocaleCode, CompiledMessages> {
  return Object.fromEntries(LOCALE_CODES.map((locale) => [locale, messagesFor(locale)])) as Record<LocaleCode, CompiledMessages>;
}
