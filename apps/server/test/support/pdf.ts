// A PDF's text page by page, as a reader's viewer extracts it (pdf.js, Mozilla's): what a test
// checks a statement's figures against, never the bytes.

export const pdfText = async (pdf: Buffer | Uint8Array): Promise<string[]> => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push(text.replace(/\s+/g, ' ').trim());
  }
  await doc.destroy();
  return pages;
};
