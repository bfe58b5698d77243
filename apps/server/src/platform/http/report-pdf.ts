import fs from 'node:fs';
import { createRequire } from 'node:module';
import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import type { FastifyReply } from 'fastify';
import type { Language, ReportTable } from '@portal/shared';
import { attachmentNamed } from './report-download.js';

/**
 * docs/product/closing.md#statements: what a month's PDF statement shows around its table (the shared table that CSV and
 * XLSX hold), every text already in the reader's language.
 */
export interface Statement {
  table: ReportTable;
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

/** Every page in turn, yielding between pages so that the reply can take what is written. */
async function drawStatement(doc: PDFKit.PDFDocument, statement: Statement): Promise<void> {
  const columns = columnsOf(statement.table.header.length);
  const pages = await paginate(doc, statement, columns);
  for (const [index, rows] of pages.entries()) {
    if (index > 0) {
      await nextTurn();
      doc.addPage();
    }
    let y = drawTop(doc, statement, index === 0);
    y = drawRow(doc, headerRow(doc, statement, columns), columns, y, HEADER_FILL);
    for (const row of rows) y = drawRow(doc, row, columns, y);
    drawFooter(doc, statement.pageLabel(index + 1, pages.length));
  }
  doc.end();
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

/** Rows measured between two turns of the event loop: a month of 100,000 rows takes seconds to measure (R101). */
const ROWS_PER_TURN = 200;

/** The table's rows split into pages: measured before drawing, so that each page knows how many there are. */
async function paginate(doc: PDFKit.PDFDocument, statement: Statement, columns: Column[]): Promise<Row[][]> {
  const headerHeight = headerRow(doc, statement, columns).height;
  const pages: Row[][] = [[]];
  let y = topHeight(doc, statement, true) + headerHeight;
  for (const [index, cells] of statement.table.rows.entries()) {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    const total = cells.some((cell) => statement.totals.includes(String(cell)));
    const row = measured(doc, cells, columns, total);
    if (y + row.height > BODY_BOTTOM && pages.at(-1)!.length > 0) {
      pages.push([]);
      y = topHeight(doc, statement, false) + headerHeight;
    }
    pages.at(-1)!.push(row);
    y += row.height;
  }
  return pages;
}

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
