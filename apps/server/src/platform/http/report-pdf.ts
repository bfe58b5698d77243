import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { FastifyReply } from 'fastify';
import type { Language } from '@portal/shared';
import { attachmentNamed, inTurns, roomIn, type StreamedTable } from './report-download.js';

/**
 * docs/product/closing.md#statements: what a month's PDF statement shows around its table (the shared table that CSV and
 * XLSX hold), every text already in the reader's language.
 */
export interface Statement {
  table: StreamedTable;
  language: Language;
  /** The portal's name, at the top of every page. */
  portal: string;
  heading: string;
  period: string;
  /** Labelled lines under the period: a client's sign-off. */
  notes: { label: string; text: string }[];
  /** Cells that make a row a total, drawn bold. */
  totals: string[];
  /** "Page 1 of 3", at the foot of every page. */
  pageLabel: (page: number, pages: number) => string;
}

/**
 * DejaVu Sans (its licence allows bundling) from the npm package dejavu-fonts-ttf: it covers every Latin name
 * ("Łukasz Żółć", "Dvořák"), which the built-in WinAnsi Helvetica cannot. Read once; each document embeds the subset
 * it uses.
 */
const fontFile = (name: string) =>
  fs.readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
const REGULAR = fontFile('DejaVuSans.ttf');
const BOLD = fontFile('DejaVuSans-Bold.ttf');

/** A4 in points; everything else is placed inside the margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 42 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The lowest point a table row may reach: the page number lives below it. */
const BODY_BOTTOM = PAGE.height - PAGE.margin - 24;
const CELL_PADDING = 4;
/** A row never outgrows a page: a longer description (up to 5,000 characters) ends in an ellipsis. */
const MAX_ROW_HEIGHT = 560;
const TABLE_FONT_SIZE = 9;
const GREY = '#555555';
const RULE = '#cccccc';
const HEADER_FILL = '#eeeeee';

/**
 * Both month tables have five columns: two short ones (date, client or person, date), the description, and two
 * numbers (minutes, hours) on the right.
 */
const COLUMN_WEIGHTS = [1.3, 1.3, 3, 1.4, 1.2];
const RIGHT_ALIGNED_FROM = 3;

type Cells = (string | number)[];
interface Column {
  x: number;
  width: number;
  align: 'left' | 'right';
}
interface Row {
  cells: Cells;
  height: number;
  bold: boolean;
}

/** Streams `statement` as a PDF into the reply, a page at a time, named like its CSV (`fileName`.pdf). */
export function sendReportPdf(reply: FastifyReply, statement: Statement, fileName: string): FastifyReply {
  attachmentNamed(reply, fileName, 'pdf');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: statement.language,
    info: { Title: `${statement.heading} · ${statement.period}`, Creator: statement.portal },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  reply.type('application/pdf').send(doc);
  drawStatement(doc, statement).catch((error: unknown) => doc.destroy(error as Error));
  return reply;
}

/**
 * Two readings of the table's rows, batch by batch: the first measures the rows to count the pages ("Page 1 of 3"), the
 * second draws each page and hands it to the reply, waiting while the reader is a megabyte behind. No row is kept from
 * one batch to the next (docs/product/reports.md#downloads). A log changed between the two readings can leave the count
 * off by a page.
 */
async function drawStatement(doc: PDFKit.PDFDocument, statement: Statement): Promise<void> {
  const columns = columnsOf(statement.table.header.length);
  const pages = await countPages(doc, statement, columns);
  const pager = pagerOf(doc, statement, columns);
  const startPage = () =>
    drawRow(doc, headerRow(doc, statement, columns), columns, drawTop(doc, statement, pager.page === 1), HEADER_FILL);
  startPage();
  for await (const batch of inTurns(statement.table.batches(), ROWS_PER_TURN)) {
    for (const cells of batch) {
      const row = measured(doc, cells, columns, isTotal(statement, cells));
      if (pager.place(row)) {
        drawFooter(doc, statement.pageLabel(pager.page - 1, Math.max(pages, pager.page - 1)));
        doc.addPage();
        startPage();
      }
      drawRow(doc, row, columns, pager.y - row.height);
    }
    forgetWordLayouts(doc);
    if (!(await roomIn(doc, PDF_WRITTEN_AHEAD))) return;
  }
  drawFooter(doc, statement.pageLabel(pager.page, Math.max(pages, pager.page)));
  doc.end();
}

/** Bytes of PDF the drawing may be ahead of the reader (a page is some tens of kilobytes). */
const PDF_WRITTEN_AHEAD = 1024 * 1024;

/** The first reading: how many pages the table takes. */
async function countPages(doc: PDFKit.PDFDocument, statement: Statement, columns: Column[]): Promise<number> {
  const pager = pagerOf(doc, statement, columns);
  for await (const batch of inTurns(statement.table.batches(), ROWS_PER_TURN)) {
    for (const cells of batch) pager.place(measured(doc, cells, columns, isTotal(statement, cells)));
    forgetWordLayouts(doc);
  }
  return pager.page;
}

/**
 * pdfkit keeps the layout of every word it has set for the life of a document (its font layout cache): a month of
 * 100,000 rows has some 200,000 different words (numbers, dates, descriptions), which held 40 MB per 25,000 rows.
 * Emptied after every batch of rows, the cache still serves the words a batch repeats, and what it held dies young
 * (kept for thousands of rows, it reached the old generation and the process's peak grew with the month).
 */
function forgetWordLayouts(doc: PDFKit.PDFDocument): void {
  const fonts = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })._fontFamilies;
  for (const font of Object.values(fonts ?? {})) if (font.layoutCache) font.layoutCache = Object.create(null) as object;
}

const isTotal = (statement: Statement, cells: Cells) => cells.some((cell) => statement.totals.includes(String(cell)));

/**
 * Where rows go: `place` puts a row below the last and answers true when it starts a new page (a row that does not fit
 * goes to the next page, unless it is the first of its page). `y` is then the row's bottom.
 */
function pagerOf(doc: PDFKit.PDFDocument, statement: Statement, columns: Column[]) {
  const headerHeight = headerRow(doc, statement, columns).height;
  const tableTop = (first: boolean) => topHeight(doc, statement, first) + headerHeight;
  const pager = {
    page: 1,
    y: tableTop(true),
    rowsOnPage: 0,
    place(row: Row): boolean {
      const newPage = pager.y + row.height > BODY_BOTTOM && pager.rowsOnPage > 0;
      if (newPage) {
        pager.page += 1;
        pager.y = tableTop(false);
        pager.rowsOnPage = 0;
      }
      pager.y += row.height;
      pager.rowsOnPage += 1;
      return newPage;
    },
  };
  return pager;
}

function columnsOf(count: number): Column[] {
  const weights = Array.from({ length: count }, (_, index) => COLUMN_WEIGHTS[index] ?? 1);
  const sum = weights.reduce((total, weight) => total + weight, 0);
  let x = PAGE.margin;
  return weights.map((weight, index) => {
    const column: Column = {
      x,
      width: (CONTENT_WIDTH * weight) / sum,
      align: index < RIGHT_ALIGNED_FROM ? 'left' : 'right',
    };
    x += column.width;
    return column;
  });
}

/**
 * Rows measured or drawn between two turns of the event loop: a month of 100,000 rows takes a minute
 * (docs/product/reports.md#downloads).
 */
const ROWS_PER_TURN = 200;

function headerRow(doc: PDFKit.PDFDocument, statement: Statement, columns: Column[]): Row {
  return measured(doc, statement.table.header, columns, true);
}

function measured(doc: PDFKit.PDFDocument, cells: Cells, columns: Column[], bold: boolean): Row {
  doc.font(bold ? 'bold' : 'regular').fontSize(TABLE_FONT_SIZE);
  const heights = columns.map((_, index) =>
    doc.heightOfString(textOf(cells, index), { width: textWidth(columns, cells, index) }),
  );
  return { cells, bold, height: Math.min(Math.max(...heights) + 2 * CELL_PADDING, MAX_ROW_HEIGHT) };
}

const textOf = (cells: Cells, index: number) => String(cells[index] ?? '');

/** A left-aligned text also takes the empty cells to its right: "Total hours" stays on one line. */
function textWidth(columns: Column[], cells: Cells, index: number): number {
  let width = columns[index]!.width;
  if (columns[index]!.align === 'left') {
    for (
      let next = index + 1;
      next < columns.length && textOf(cells, next) === '' && columns[next]!.align === 'left';
      next += 1
    ) {
      width += columns[next]!.width;
    }
  }
  return width - 2 * CELL_PADDING;
}

function drawRow(doc: PDFKit.PDFDocument, row: Row, columns: Column[], y: number, fill?: string): number {
  if (fill) doc.rect(PAGE.margin, y, CONTENT_WIDTH, row.height).fill(fill);
  doc
    .font(row.bold ? 'bold' : 'regular')
    .fontSize(TABLE_FONT_SIZE)
    .fillColor('black');
  columns.forEach((column, index) => {
    const width = textWidth(columns, row.cells, index);
    const height = row.height - 2 * CELL_PADDING;
    const options = { width, height, align: column.align, ellipsis: true };
    doc.text(textOf(row.cells, index), column.x + CELL_PADDING, y + CELL_PADDING, options);
  });
  const bottom = y + row.height;
  doc
    .moveTo(PAGE.margin, bottom)
    .lineTo(PAGE.margin + CONTENT_WIDTH, bottom)
    .lineWidth(0.5)
    .stroke(RULE);
  return bottom;
}

/** The height of what stands above the table: measured by drawing nothing. */
function topHeight(doc: PDFKit.PDFDocument, statement: Statement, first: boolean): number {
  return placeTop(doc, statement, first, false);
}

function drawTop(doc: PDFKit.PDFDocument, statement: Statement, first: boolean): number {
  return placeTop(doc, statement, first, true);
}

/**
 * The portal's name and the period on every page; on the first the heading, the period and the notes (sign-off).
 * Answers where the table starts.
 */
function placeTop(doc: PDFKit.PDFDocument, statement: Statement, first: boolean, draw: boolean): number {
  let y = PAGE.margin;
  const line = (text: string, font: string, size: number, color = 'black', gap = 4) => {
    doc.font(font).fontSize(size).fillColor(color);
    if (draw) doc.text(text, PAGE.margin, y, { width: CONTENT_WIDTH });
    y += doc.heightOfString(text, { width: CONTENT_WIDTH }) + gap;
  };
  line(
    first ? statement.portal : `${statement.portal} · ${statement.heading} · ${statement.period}`,
    'regular',
    9,
    GREY,
    10,
  );
  if (!first) return y;
  line(statement.heading, 'bold', 16);
  line(statement.period, 'regular', 11, 'black', 10);
  for (const note of statement.notes) {
    line(note.label, 'bold', 10, 'black', 2);
    line(note.text, 'regular', 10, 'black', 10);
  }
  return y + 4;
}

function drawFooter(doc: PDFKit.PDFDocument, label: string): void {
  doc.font('regular').fontSize(8).fillColor(GREY);
  doc.text(label, PAGE.margin, PAGE.height - PAGE.margin - 10, { width: CONTENT_WIDTH, align: 'center' });
}
