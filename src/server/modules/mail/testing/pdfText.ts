import { execFile } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../../../..');

// pdfjs-dist ships ES modules only, which jest's CommonJS sandbox cannot import: a plain Node process
// reads the PDF with its legacy (Node) build and prints the text of each page as JSON.
const READ_PDF = `
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const content = await (await pdf.getPage(number)).getTextContent();
  pages.push(content.items.map((item) => item.str + (item.hasEOL ? '\\n' : ' ')).join(''));
}
process.stdout.write(JSON.stringify(pages));
`;

/** The text of each page of a PDF, as pdfjs-dist extracts it. */
export function pdfPagesText(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', READ_PDF],
      { cwd: REPO_ROOT, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf text: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as string[]);
      },
    );
    child.stdin!.end(pdf);
  });
}
