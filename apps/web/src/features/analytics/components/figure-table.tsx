import { csvHref, toCsv } from '../utils/csv.ts';

export interface FigureTableProps {
  /** The chart's title: the table's caption and the CSV file's name. */
  title: string;
  fileName: string;
  header: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/** The figures behind a chart, as a table anyone (and any screen reader) can read, and as a CSV download. */
export function FigureTable({ title, fileName, header, rows }: FigureTableProps) {
  return (
    <details className="mt-4 rounded-lg border border-slate-200" data-figure-table={fileName}>
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-brand-700">Show the table</summary>
      <div className="overflow-x-auto px-3 pb-3">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              {header.map((cell) => (
                <th key={cell} scope="col" className="py-1.5 pr-4 font-medium">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])} className="border-b border-slate-100 last:border-0">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="py-1.5 pr-4 font-normal text-slate-800">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="py-1.5 pr-4 tabular-nums text-slate-800">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <a
          href={csvHref(toCsv(header, rows))}
          download={`${fileName}.csv`}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
        >
          Download CSV<span className="sr-only"> of {title}</span>
        </a>
      </div>
    </details>
  );
}
