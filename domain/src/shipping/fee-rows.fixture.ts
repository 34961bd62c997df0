// The spec's shipping table in cents, shared by the fee and cost specs so it is written once.
// Spec 1 §9 and spec 2 §9, in cents: [country, currency, threshold, parcel, freight].
// HUF's own row is only reachable outside Hungary while the temporary override stands, hence SK.
export const CURRENCY_FEE_ROWS = [
  ['SK', 'EUR', 5900, 195, 995],
  ['GB', 'GBP', 5200, 195, 995],
  ['DK', 'DKK', 43900, 1500, 7400],
  ['SE', 'SEK', 65900, 2200, 11100],
  ['NO', 'NOK', 68900, 2300, 11600],
  ['CH', 'CHF', 5900, 195, 995],
  ['CZ', 'CZK', 139900, 4600, 23500],
  ['PL', 'PLN', 26900, 900, 4500],
  ['SK', 'HUF', 2209900, 73000, 373100],
  ['RO', 'RON', 28900, 1000, 4900],
  ['BG', 'BGN', 11500, 395, 1995],
] as const;

export const OVERRIDE_FEE_ROWS = [
  ['FR', 'EUR', 5900, 695, 3995],
  ['HU', 'HUF', 2209900, 148100, 748100],
] as const;
