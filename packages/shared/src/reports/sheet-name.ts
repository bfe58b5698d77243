/** What Excel allows in a sheet's name (docs/product/reports.md#downloads): at most 31 UTF-16 units, none of these. */
export const MAX_SHEET_NAME = 31;
// Control characters too: a name is XML text in the file.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[[\]:*?/\\\u0000-\u001f]/g;

/**
 * docs/product/reports.md#downloads: a report's title as a valid sheet name, whatever the names in it
 * ("Acme [EU] / R&D: *test?"): each forbidden character becomes a space, runs of spaces one, no apostrophe at
 * either end, at most 31 units; `fallback` when nothing is left or the name is Excel's reserved "History".
 */
export function sheetNameOf(title: string, fallback: string): string {
  const cleaned = title.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ');
  let cut = '';
  for (const char of cleaned) {
    // Whole characters only: a letter outside the basic plane is two units and is never split.
    if (cut.length + char.length > MAX_SHEET_NAME) break;
    cut += char;
  }
  const name = cut.replace(/^[\s']+|[\s']+$/g, '');
  return name === '' || name.toLowerCase() === 'history' ? fallback : name;
}
