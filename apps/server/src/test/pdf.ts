import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/**
 * The text of each page of a PDF as a reader sees it: one string per line, the pieces of text on one baseline left to
 * right, joined by " | " (a table row reads "2026-11-02 | Acme | Design | 100").
 */
export async function pdfPages(data: Buffer): Promise<string[][]> {
  const pdf = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(linesOf(content.items.filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')));
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

function linesOf(items: TextItem[]): string[] {
  const baselines = new Map<number, TextItem[]>();
  for (const item of items) {
    const y = Math.round(item.transform[5] as number);
    baselines.set(y, [...(baselines.get(y) ?? []), item]);
  }
  return [...baselines.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, line]) =>
      line
        .sort((a, b) => (a.transform[4] as number) - (b.transform[4] as number))
        .map((item) => item.str.trim())
        .join(' | '),
    );
}
