/** A table as CSV (RFC 4180): a cell with a comma, quote or line break is quoted, its quotes doubled. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    // A leading =, +, - or @ would run as a formula in a spreadsheet: a quote mark keeps it text.
    const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** A data: address for a download link (no object URL to revoke, and it works before the click). */
export const csvHref = (csv: string): string => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
