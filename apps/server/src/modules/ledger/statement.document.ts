import { createRequire } from 'node:module';
import { decimalsOf, formatAmount, formatMoney, localDate, STATEMENT_MESSAGES } from '@paygate/contracts';
import PDFDocument from 'pdfkit';
import { CSV_EOL } from '../../lib/http/csv.js';
import type { Statement } from './statement.js';

// A statement as the files a finance team files (issue 30 item 2): a CSV for its books and a PDF
// for its folder. Both are written from one Statement, already checked (statement.ts), so they
// cannot disagree with each other or with the screen.

/** Who and what the statement is of: the names a reader needs beside the figures. */
export type StatementHeading = {
  partnerName: string;
  appName: string;
  appId: string;
  environment: string;
  timeZone: string;
};

/** The period's first and last local day: "2026-10-01 – 2026-10-31". */
const localSpan = (s: Statement, timeZone: string) => {
  const first = localDate(s.from, timeZone);
  const last = localDate(new Date(s.until.getTime() - 1), timeZone);
  return first === last ? first : `${first} – ${last}`;
};

const localInstant = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
    .format(at)
    .replace(',', '');

const currencyOf = (s: Statement) => (s.chain ? `${s.currency} (${s.chain})` : s.currency);

// ---- CSV -------------------------------------------------------------------------------------

/** A merchant-written value, quoted; a leading = + - @ tab or CR gets a ' (no formula injection), as the exports' quoted(). */
const text = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;

/**
 * Two blocks, as bank statements are read into books: the heading as field,value rows, a blank
 * line, then one row per kind with the totals. Amounts are plain decimals (no grouping), signed.
 */
export const statementCsv = (s: Statement, h: StatementHeading): string => {
  const heading: [string, string][] = [
    ['partner', text(h.partnerName)],
    ['app', text(h.appName)],
    ['app_id', h.appId],
    ['environment', h.environment],
    ['currency', s.currency],
    ['chain', s.chain ?? ''],
    ['period', s.period],
    ['from', s.from.toISOString()],
    ['until', s.until.toISOString()],
    ['time_zone', h.timeZone],
    ['opening_balance', s.opening],
    ['closing_balance', s.closing],
    ['pending_payments', String(s.pendingPayments)],
    ['made_at', s.madeAt.toISOString()],
  ];
  const rows = [
    'field,value',
    ...heading.map(([k, v]) => `${k},${v}`),
    '',
    'kind,count,credits,debits,fees',
    ...s.kinds.map((k) => [k.kind, k.count, k.credits, k.debits, k.fees].join(',')),
    ['total', s.totals.count, s.totals.credits, s.totals.debits, s.totals.fees].join(','),
  ];
  return rows.join(CSV_EOL) + CSV_EOL;
};

// ---- PDF -------------------------------------------------------------------------------------

const require = createRequire(import.meta.url);
/** DejaVu Sans: every Vietnamese letter of a partner's or app's name, from an npm package (no system font). */
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const PAGE = { size: 'A4', margin: 56 } as const;
/** Kind, count, credits, debits, fees: widths in points of A4's 483 between the margins (the longest kind fits). */
const COLUMNS = [195, 45, 81, 81, 81] as const;
const ROW_HEIGHT = 18;
const MUTED = '#555555';
const RULE = '#bbbbbb';

/** The PDF: A4, the heading, the summary, a table of kinds that runs onto more pages, "Page n of m". */
export const statementPdf = (s: Statement, h: StatementHeading): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: PAGE.size,
      margin: PAGE.margin,
      bufferPages: true,
      info: {
        Title: `Statement ${s.period} — ${h.appName} — ${currencyOf(s)}`,
        Author: 'Paygate',
        Subject: `${h.partnerName}: balance statement`,
        CreationDate: s.madeAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('regular', FONTS.regular);
    doc.registerFont('bold', FONTS.bold);
    const left = PAGE.margin;
    const width = doc.page.width - PAGE.margin * 2;
    const money = (value: string) => formatMoney(value, s.currency);

    doc.font('bold').fontSize(18).fillColor('black').text('Balance statement', left, PAGE.margin);
    doc.moveDown(0.3).font('regular').fontSize(11).text(h.partnerName);
    doc.moveDown(0.8).fontSize(9.5);
    const facts: [string, string][] = [
      ['App', `${h.appName} (${h.appId})`],
      ['Environment', h.environment],
      ['Currency', currencyOf(s)],
      ['Period', `${s.period}: ${localSpan(s, h.timeZone)} (${h.timeZone})`],
    ];
    for (const [label, value] of facts) {
      const y = doc.y;
      doc.font('bold').fillColor(MUTED).text(label, left, y, { width: 90 });
      doc
        .font('regular')
        .fillColor('black')
        .text(value, left + 90, y, { width: width - 90 });
      doc.moveDown(0.2);
    }

    // The summary: the identity the statement was checked by, line by line.
    doc.moveDown(0.8);
    const summary: [string, string, boolean][] = [
      ['Opening balance', money(s.opening), false],
      ['Credits', money(s.totals.credits), false],
      ['Debits', money(s.totals.debits), false],
      ['Closing balance', money(s.closing), true],
      ['Fees charged in the period', money(s.totals.fees), false],
    ];
    for (const [label, value, strong] of summary) {
      const y = doc.y;
      doc
        .font(strong ? 'bold' : 'regular')
        .fontSize(11)
        .fillColor('black');
      doc.text(label, left, y, { width: width / 2 });
      doc.text(value, left + width / 2, y, { width: width / 2, align: 'right' });
      doc.moveDown(0.25);
    }
    doc.moveDown(0.2).font('regular').fontSize(8.5).fillColor(MUTED);
    doc.text(
      'Opening balance + credits + debits = closing balance, checked against the ledger when this statement was made.',
      left,
      doc.y,
      { width },
    );
    if (s.pendingPayments > 0) {
      doc
        .moveDown(0.4)
        .fillColor('#a15c00')
        .text(STATEMENT_MESSAGES.pending(s.pendingPayments), left, doc.y, { width });
    }

    // The movements by kind; a header row again at the top of each further page.
    doc.moveDown(1.2);
    // The table's amounts without the currency, which its header names once: the longest fit a column.
    const cur = currencyOf(s);
    const header = ['Kind', 'Count', `Credits (${cur})`, `Debits (${cur})`, `Fees (${cur})`];
    const figure = (value: string) => formatAmount(value, decimalsOf(s.currency));
    const row = (cells: string[], font: 'regular' | 'bold') => {
      if (doc.y + ROW_HEIGHT > doc.page.height - PAGE.margin - 24) {
        doc.addPage();
        row(header, 'bold');
      }
      const y = doc.y;
      let x = left;
      doc.font(font).fontSize(8.5).fillColor('black');
      cells.forEach((cell, i) => {
        const w = COLUMNS[i] ?? 80;
        doc.text(cell, x + 2, y + 4, {
          width: w - 4,
          align: i === 0 ? 'left' : 'right',
          lineBreak: false,
          ellipsis: true,
        });
        x += w;
      });
      doc
        .moveTo(left, y + ROW_HEIGHT)
        .lineTo(left + width, y + ROW_HEIGHT)
        .strokeColor(RULE)
        .lineWidth(0.5)
        .stroke();
      doc.y = y + ROW_HEIGHT;
    };
    doc.font('bold').fontSize(12).fillColor('black').text('Movements by kind', left, doc.y);
    doc.moveDown(0.4);
    row(header, 'bold');
    if (s.kinds.length === 0) {
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(MUTED)
        .text('No movement in this period.', left + 2, doc.y + 4);
    }
    for (const k of s.kinds) {
      row([k.kind, formatAmount(String(k.count)), figure(k.credits), figure(k.debits), figure(k.fees)], 'regular');
    }
    if (s.kinds.length > 0) {
      const t = s.totals;
      row(['Total', formatAmount(String(t.count)), figure(t.credits), figure(t.debits), figure(t.fees)], 'bold');
    }

    // Every page: who made it and when, and its number of the whole.
    const pages = doc.bufferedPageRange();
    for (let i = 0; i < pages.count; i++) {
      doc.switchToPage(pages.start + i);
      // Below the bottom margin: pdfkit would start a new page for text there unless the margin is lifted.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - PAGE.margin + 12;
      doc.font('regular').fontSize(8).fillColor(MUTED);
      doc.text(`Made by Paygate on ${localInstant(s.madeAt, h.timeZone)} (${h.timeZone})`, left, y, {
        width: width / 2,
        lineBreak: false,
      });
      doc.text(`Page ${i + 1} of ${pages.count}`, left + width / 2, y, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
      });
    }
    doc.end();
  });
