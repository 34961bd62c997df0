/** A setting read from the environment as a whole number in a range. */
export interface WholeNumberSetting {
  readonly name: string;
  readonly fallback: number;
  readonly min: number;
  readonly max: number;
  /** What the number counts, when the name does not say it ('milliseconds'). */
  readonly unit?: string;
}

/**
 * The setting's value: unset or empty is its fallback; anything but digits in range stops
 * start-up with a message naming the variable (a typo must not silently become a default).
 */
export function wholeNumberSetting(env: Readonly<Record<string, string | undefined>>, { name, fallback, min, max, unit }: WholeNumberSetting): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min && value <= max)) {
    throw new Error(`${name} must be a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}
