/**
 * `text` cut to at most `max` characters (plus the marker), keeping its start and end: a failure
 * or a log line may carry what a request sent (a 40,000-character field name, a 10,000-character
 * value), and what a server answers or logs about one request must stay small whatever was sent.
 * The end is kept too because messages often close with what is allowed (`… is not one of: a, b`).
 */
export function boundedText(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = Math.ceil(max * 0.6);
  const tail = max - head;
  return `${text.slice(0, head)}…[${text.length - max} characters cut]…${tail > 0 ? text.slice(-tail) : ''}`;
}
