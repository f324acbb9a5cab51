/**
 * US dollars per unit of each currency, to compare a salary in naira or euros with an expectation in dollars.
 *
 * A dated table on purpose: matching must be deterministic (the same score today and in a test), and salary fit
 * only needs the right order of magnitude. The rates are approximate mid-market rates around the date below,
 * rounded to three significant figures, entered by hand after the central banks' published reference rates of
 * that period (the European Central Bank's euro reference rates, crossed through the dollar, for the currencies it
 * quotes; the issuing central banks for the others; XOF/XAF via their euro peg, AED/SAR/HKD via their dollar peg).
 * They were not downloaded: check them against those tables before relying on exact amounts, and update the table
 * and the date together. Never fetch rates at scoring time.
 */
export const currencyRatesAsOf = '2025-06-30';

export const usdPerUnit: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.17,
  GBP: 1.37,
  CHF: 1.26,
  CAD: 0.733,
  AUD: 0.656,
  NZD: 0.607,
  JPY: 0.00694,
  CNY: 0.139,
  HKD: 0.127,
  SGD: 0.785,
  KRW: 0.000737,
  TWD: 0.0342,
  INR: 0.0117,
  PKR: 0.00353,
  BDT: 0.00816,
  LKR: 0.00333,
  NPR: 0.00731,
  PHP: 0.0177,
  IDR: 0.0000616,
  VND: 0.0000383,
  THB: 0.0307,
  MYR: 0.237,
  AED: 0.272,
  SAR: 0.267,
  QAR: 0.275,
  ILS: 0.297,
  TRY: 0.0251,
  SEK: 0.105,
  NOK: 0.099,
  DKK: 0.157,
  PLN: 0.277,
  CZK: 0.0474,
  HUF: 0.00293,
  RON: 0.231,
  BGN: 0.598,
  UAH: 0.0239,
  RUB: 0.0127,
  NGN: 0.000654,
  KES: 0.00774,
  GHS: 0.0966,
  ZAR: 0.0563,
  EGP: 0.0202,
  MAD: 0.111,
  TND: 0.342,
  UGX: 0.000279,
  TZS: 0.00038,
  RWF: 0.000694,
  ETB: 0.00735,
  ZMW: 0.042,
  XOF: 0.00179,
  XAF: 0.00179,
  BWP: 0.0748,
  MUR: 0.0222,
  BRL: 0.183,
  MXN: 0.0532,
  COP: 0.000245,
  ARS: 0.00084,
  CLP: 0.00107,
  PEN: 0.282,
  UYU: 0.0248,
};

/** Symbols and words people write instead of codes; checked before bare '$'. */
export const currencyMarkers: readonly [RegExp, string][] = [
  [/US\$|\bUSD\b/i, 'USD'],
  [/CA\$|C\$|\bCAD\b/i, 'CAD'],
  [/AU\$|A\$|\bAUD\b/i, 'AUD'],
  [/NZ\$|\bNZD\b/i, 'NZD'],
  [/R\$|\bBRL\b|\breais\b/i, 'BRL'],
  [/S\$|\bSGD\b/i, 'SGD'],
  [/MX\$|\bMXN\b/i, 'MXN'],
  [/€|\bEUR\b|\beuros?\b/i, 'EUR'],
  [/£|\bGBP\b|\bpounds?\b/i, 'GBP'],
  [/₦|\bNGN\b|\bnaira\b/i, 'NGN'],
  [/\bKES\b|\bKSh\b|\bKshs?\b/i, 'KES'],
  [/\bGH₵|₵|\bGHS\b|\bcedis?\b/i, 'GHS'],
  [/\bZAR\b|\brand\b/i, 'ZAR'],
  [/₹|\bINR\b|\brupees?\b/i, 'INR'],
  [/₱|\bPHP\b(?!\s*(?:developers?|engineers?|dev)\b)/i, 'PHP'],
  [/¥|\bJPY\b|\byen\b/i, 'JPY'],
  [/₩|\bKRW\b/i, 'KRW'],
  [/zł|\bPLN\b/i, 'PLN'],
  [/\bCHF\b/i, 'CHF'],
  [
    /\b(SEK|NOK|DKK|CZK|HUF|RON|BGN|UAH|ILS|TRY|AED|SAR|QAR|EGP|MAD|TND|UGX|TZS|RWF|ETB|ZMW|XOF|XAF|BWP|MUR|COP|ARS|CLP|PEN|UYU|IDR|VND|THB|MYR|PKR|BDT|LKR|NPR|HKD|CNY|TWD|RUB)\b/i,
    '',
  ],
  [/\$/, 'USD'],
];

/** Amount in US dollars, or null for a currency missing from the table. */
export function toUsd(amount: number, currency: string): number | null {
  const rate = usdPerUnit[currency.trim().toUpperCase()];
  return rate === undefined ? null : amount * rate;
}
