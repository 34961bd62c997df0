const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not. */
function utc(year: number, monthIndex: number, day: number, hour = 0, minute = 0, second = 0, millis = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  date.setUTCHours(hour, minute, second, millis);
  return date.getTime();
}

const daysInMonth = (year: number, month: number): number => new Date(utc(year, month, 0)).getUTCDate();

function offsetMinutes(zone: string | undefined): number | undefined {
  if (zone === undefined || zone === 'Z') return 0;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(4, 6));
  if (hours > 23 || minutes > 59) return undefined;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * Epoch milliseconds of an ISO 8601 date ("2024-11-29") or date-time, or undefined when the text
 * is not one. Written by hand because Date.parse rolls "2024-02-30" over into March and reads a
 * zone-less date-time in the server's local zone, which would make rules depend on where they run.
 * Reading chosen: a date alone, and a date-time without a zone, are UTC (commercetools stores
 * Date and DateTime fields in UTC).
 */
export function parseIsoInstant(value: string | Date): number | undefined {
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? undefined : time;
  }
  const match = ISO_PATTERN.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number, number, number, number, number, number,
  ];
  const offset = offsetMinutes(zone);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59 || offset === undefined) return undefined;
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  return utc(year, month - 1, day, hour, minute, second, millis) - offset * 60_000;
}
