import { ZipFile } from 'yazl';
import { handoverDocumentCategoryLabels, handoverPhotoStageLabels } from '../../shared/labels';
import type { HandoverFileDto } from '../../shared/schemas/handover';

// The handover folder as one ZIP: the PDF, the contract as agreed (the accepted quote and change orders,
// the PDFs kept when the customer answered), every document in a folder named by its Boligmappa
// category, and the photos by stage. yazl writes it; names are UTF-8 (the ZIP's language flag).

/** The folder the agreed documents go in. */
export const CONTRACT_FOLDER = 'Avtale';

export type ZipInput = {
  pdfName: string;
  pdf: Buffer;
  contract: ReadonlyArray<{ fileName: string; data: Buffer }>;
  files: ReadonlyArray<{ file: HandoverFileDto; data: Buffer }>;
};

/** Each file's path in the ZIP; a name used twice in a folder gets « (2)» before its ending. */
export function zipPaths(files: readonly HandoverFileDto[]): string[] {
  const used = new Set<string>();
  return files.map((f) => {
    const folder = f.kind === 'document' ? `Dokumenter/${f.category ? handoverDocumentCategoryLabels[f.category] : 'Annet'}` : `Bilder/${f.stage ? handoverPhotoStageLabels[f.stage] : 'Annet'}`;
    const dot = f.fileName.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [f.fileName.slice(0, dot), f.fileName.slice(dot)] : [f.fileName, ''];
    let path = `${folder}/${f.fileName}`;
    for (let n = 2; used.has(path.toLowerCase()); n++) path = `${folder}/${base} (${n})${ext}`;
    used.add(path.toLowerCase());
    return path;
  });
}

export function handoverZip(input: ZipInput, mtime: Date): Promise<Buffer> {
  const zip = new ZipFile();
  // Photos and PDFs are compressed already: stored as they are.
  zip.addBuffer(input.pdf, input.pdfName, { mtime, compress: false });
  for (const doc of input.contract) zip.addBuffer(doc.data, `${CONTRACT_FOLDER}/${doc.fileName}`, { mtime, compress: false });
  const paths = zipPaths(input.files.map((f) => f.file));
  input.files.forEach(({ data }, i) => zip.addBuffer(data, paths[i]!, { mtime, compress: false }));
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
