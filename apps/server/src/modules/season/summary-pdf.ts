import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  summaryTables,
  summaryTitle,
  type SeasonSummary,
  type SummaryTable,
} from '@marshlog/domain';

/** US Letter, half-inch margins: it prints as the web page's print view does. */
const PAGE = { width: 612, height: 792, margin: 36 } as const;
const SIZE = { title: 16, heading: 11, body: 8 } as const;
const LINE = 1.35;
const INK = rgb(0.1, 0.12, 0.1);
const RULE = rgb(0.75, 0.78, 0.75);

/** Writes pages top to bottom, starting a new page when the next block does not fit. */
class PdfWriter {
  private page: PDFPage;
  private y: number;
  private readonly characters: Set<number>;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    this.characters = new Set(font.getCharacterSet());
  }

  /** The standard fonts carry WinAnsi only: any other character prints as "?". */
  private printable(text: string): string {
    return [...text]
      .map((char) => (this.characters.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');
  }

  private wrap(text: string, width: number, font: PDFFont, size: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.printable(text).split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    return [...lines, line];
  }

  private room(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(text: string, size: number = SIZE.body, font: PDFFont = this.font): void {
    const lines = this.wrap(text, PAGE.width - 2 * PAGE.margin, font, size);
    for (const line of lines) {
      this.room(size * LINE);
      this.y -= size * LINE;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color: INK });
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** A table with its title, the widest text setting each column's share of the page. */
  table(table: SummaryTable): void {
    this.room(SIZE.heading * LINE + SIZE.body * LINE * 3);
    this.gap(6);
    this.text(table.title, SIZE.heading, this.bold);
    this.gap(2);
    const widest = table.headers.map((header, column) =>
      Math.max(
        8,
        Math.min(
          40,
          Math.max(header.length, ...table.rows.map((row) => (row[column] ?? '').length)),
        ),
      ),
    );
    const total = widest.reduce((sum, width) => sum + width, 0);
    const widths = widest.map((width) => ((PAGE.width - 2 * PAGE.margin) * width) / total);
    this.row(table.headers, widths, this.bold);
    for (const row of table.rows) this.row(row, widths, this.font);
  }

  private row(cells: readonly string[], widths: readonly number[], font: PDFFont): void {
    const wrapped = cells.map((cell, column) =>
      this.wrap(cell, (widths[column] ?? 0) - 4, font, SIZE.body),
    );
    const height = Math.max(...wrapped.map((lines) => lines.length)) * SIZE.body * LINE + 3;
    this.room(height);
    let x = PAGE.margin;
    wrapped.forEach((lines, column) => {
      lines.forEach((line, index) => {
        this.page.drawText(line, {
          x: x + 2,
          y: this.y - (index + 1) * SIZE.body * LINE,
          size: SIZE.body,
          font,
          color: INK,
        });
      });
      x += widths[column] ?? 0;
    });
    this.y -= height;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }
}

/** The season summary as a PDF: the same tables as the CSV and the print page, in that order. */
export async function seasonSummaryPdf(summary: SeasonSummary): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Marshlog season summary ${summary.season}`);
  pdf.setCreator('Marshlog');
  const writer = new PdfWriter(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  writer.text('Marshlog season summary', SIZE.title);
  writer.text(summaryTitle(summary), SIZE.heading);
  writer.gap(4);
  writer.text(summary.notice);
  for (const table of summaryTables(summary)) writer.table(table);
  return pdf.save();
}
