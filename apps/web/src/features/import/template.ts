import { PORTAL_IMPORT_HEADER } from '@portal/shared';

/** The template of the portal's own format (docs/product/access.md#import), with one example row for `email`. */
export function templateCsv(email: string): string {
  return `${PORTAL_IMPORT_HEADER.join(',')}\n2026-11-16,${email},Northwind,Sprint planning,90\n`;
}

/** Saves the template as the browser's own download. */
export function downloadTemplate(email: string): void {
  const url = URL.createObjectURL(new Blob([templateCsv(email)], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'work-logs-template.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
