/** A report as rows of cells: what the screen shows and what CSV and XLSX downloads contain (docs/product/reports.md#downloads). */
export interface ReportTable {
  title: string;
  header: string[];
  rows: (string | number)[][];
}

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function toCsv(table: ReportTable): string {
  return [table.header, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
