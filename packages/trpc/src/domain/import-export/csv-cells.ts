/**
 * Spreadsheet safety (docs/decisions/130): a cell that starts with =, +, -, @, a tab or a
 * carriage return would be read as a formula by Excel, LibreOffice or Google Sheets, so the
 * export puts a ' before it. A cell that already starts with ' followed by such a character
 * gets one more, so reading our own CSV back removes exactly one ' and nothing is lost.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'(?='*[=+\-@\t\r])/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function restoreCell(value: string): string {
  return NEUTRALISED.test(value) ? value.slice(1) : value;
}
