import { createRequire } from 'node:module';
import {
  DEFAULT_LANGUAGE,
  decimalsOf,
  formatAmount,
  formatMoney,
  type Language,
  localDateTime,
  localDayShown,
  STATEMENT_MESSAGES,
  statementColumnCurrency,
  STATEMENT_DOCUMENT as W,
} from '@paygate/contracts';
import PDFDocument from 'pdfkit';
import { CSV_EOL } from '../../lib/http/csv.js';
import { messageIn } from '../../lib/i18n.js';
import type { Statement } from './statement.js';

// A statement as the files a finance team files (issue 30 item 2): a CSV for its books and a PDF
// for its folder. Both are written from one Statement, already checked (statement.ts), so they
// cannot disagree with each other or with the screen. The PDF is for a person: its words and
// numbers are in the reader's language (issue 31, contracts' statement-document.ts); the CSV is
// for a program: its field names and kinds are codes, the same in every language.

/** Who and what the statement is of: the names a reader needs beside the figures. */
export type StatementHeading = {
  partnerName: string;
  appName: string;
  appId: string;
  environment: string;
  timeZone: string;
};

/**
 * The period's first and last local day as people read dates (docs/GLOSSARY.md, DD/MM/YYYY in
 * both languages): "01/10/2026 – 31/10/2026".
 */
const localSpan = (s: Statement, timeZone: string) => {
  const first = localDayShown(s.from, timeZone);
  const last = localDayShown(new Date(s.until.getTime() - 1), timeZone);
  return first === last ? first : `${first} – ${last}`;
};

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
/**
 * Kind, count, credits, debits, fees: widths in points of A4's 483 between the margins (the longest
 * kind fits). Vietnamese's count header ("Số lượng") takes 15 more from the kind's room.
 */
const COLUMNS: Record<Language, readonly number[]> = { en: [195, 45, 81, 81, 81], vi: [180, 60, 81, 81, 81] };
const ROW_HEIGHT = 18;
const MUTED = '#555555';
const RULE = '#bbbbbb';

/**
 * The PDF: A4, the heading, the summary, a table of kinds that runs onto more pages, "Page n of m";
 * its words and numbers in `language`.
 */
export const statementPdf = (
  s: Statement,
  h: StatementHeading,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const say = (message: string) => messageIn(language, message);
    const doc = new PDFDocument({
      size: PAGE.size,
      margin: PAGE.margin,
      bufferPages: true,
      info: {
        Title: say(W.info.title(s.period, h.appName, currencyOf(s))),
        Author: 'Paygate',
        Subject: say(W.info.subject(h.partnerName)),
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
    const money = (value: string) => formatMoney(value, s.currency, language);

    doc.font('bold').fontSize(18).fillColor('black').text(say(W.title), left, PAGE.margin);
    doc.moveDown(0.3).font('regular').fontSize(11).text(h.partnerName);
    doc.moveDown(0.8).fontSize(9.5);
    const facts: [string, string][] = [
      [say(W.app), `${h.appName} (${h.appId})`],
      [say(W.environment), h.environment],
      [say(W.currency), currencyOf(s)],
      [say(W.period), `${s.period}: ${localSpan(s, h.timeZone)} (${h.timeZone})`],
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
      [say(W.opening), money(s.opening), false],
      [say(W.credits), money(s.totals.credits), false],
      [say(W.debits), money(s.totals.debits), false],
      [say(W.closing), money(s.closing), true],
      [say(W.fees), money(s.totals.fees), false],
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
    doc.text(say(W.checked), left, doc.y, { width });
    if (s.pendingPayments > 0) {
      doc
        .moveDown(0.4)
        .fillColor('#a15c00')
        .text(say(STATEMENT_MESSAGES.pending(s.pendingPayments)), left, doc.y, { width });
    }

    // The movements by kind; a header row again at the top of each further page.
    doc.moveDown(1.2);
    // The table's amounts without the currency, which its header names once: the longest fit a column.
    const cur = statementColumnCurrency(s.currency, s.chain, language);
    const header = [W.kind, W.count, W.creditsIn(cur), W.debitsIn(cur), W.feesIn(cur)].map(say);
    const figure = (value: string) => formatAmount(value, decimalsOf(s.currency), language);
    const count = (n: number) => formatAmount(String(n), undefined, language);
    const columns = COLUMNS[language];
    const row = (cells: string[], font: 'regular' | 'bold') => {
      if (doc.y + ROW_HEIGHT > doc.page.height - PAGE.margin - 24) {
        doc.addPage();
        row(header, 'bold');
      }
      const y = doc.y;
      let x = left;
      doc.font(font).fontSize(8.5).fillColor('black');
      cells.forEach((cell, i) => {
        const w = columns[i] ?? 80;
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
    doc.font('bold').fontSize(12).fillColor('black').text(say(W.movements), left, doc.y);
    doc.moveDown(0.4);
    row(header, 'bold');
    if (s.kinds.length === 0) {
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(MUTED)
        .text(say(W.noMovement), left + 2, doc.y + 4);
    }
    for (const k of s.kinds) {
      row([k.kind, count(k.count), figure(k.credits), figure(k.debits), figure(k.fees)], 'regular');
    }
    if (s.kinds.length > 0) {
      const t = s.totals;
      row([say(W.total), count(t.count), figure(t.credits), figure(t.debits), figure(t.fees)], 'bold');
    }

    // Every page: who made it and when, and its number of the whole.
    const pages = doc.bufferedPageRange();
    for (let i = 0; i < pages.count; i++) {
      doc.switchToPage(pages.start + i);
      // Below the bottom margin: pdfkit would start a new page for text there unless the margin is lifted.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - PAGE.margin + 12;
      doc.font('regular').fontSize(8).fillColor(MUTED);
      doc.text(say(W.madeBy(localDateTime(s.madeAt, h.timeZone, { zoneNamed: false }), h.timeZone)), left, y, {
        width: width / 2,
        lineBreak: false,
      });
      doc.text(say(W.page(i + 1, pages.count)), left + width / 2, y, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
      });
    }
    doc.end();
  });
