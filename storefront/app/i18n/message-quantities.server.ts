import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { keepQuantitiesTogether, NO_BREAK, UNIT_AT_START } from './quantities';

const NUMBER_ELEMENTS = new Set<TYPE>([TYPE.argument, TYPE.number, TYPE.pound]);

/**
 * A parsed message with keepQuantitiesTogether's rule applied, also where the number is an argument
 * ('{volume} Stk.', '# kW'): a literal that follows a number argument starts with a no-break space
 * before a unit. On the server only: the browser receives the messages parsed (ADR 10).
 */
export function keepMessageQuantitiesTogether(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element, index) => {
    if (element.type === TYPE.literal) {
      const previous = elements[index - 1];
      const value = previous && NUMBER_ELEMENTS.has(previous.type) ? element.value.replace(UNIT_AT_START, NO_BREAK) : element.value;
      return { ...element, value: keepQuantitiesTogether(value) };
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: keepMessageQuantitiesTogether(option.value) }]));
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: keepMessageQuantitiesTogether(element.children) };
    return element;
  });
}
