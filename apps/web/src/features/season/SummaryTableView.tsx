import type { SummaryTable } from '@marshlog/domain';

/** One of the summary's tables, as the CSV and the PDF have it. */
export function SummaryTableView({ table }: { table: SummaryTable }) {
  const id = `season-${table.title.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {table.title}
      </h2>
      {table.rows.length === 0 ? (
        <p className="text-sm text-ink-muted">None this season.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full border-collapse text-left text-sm">
            <thead className="bg-raised text-ink-muted">
              <tr>
                {table.headers.map((header) => (
                  <th key={header} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={`${row[0] ?? ''}-${index}`} className="border-t border-line">
                  {row.map((cell, column) => (
                    <td key={table.headers[column] ?? column} className="px-3 py-2 text-ink">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
