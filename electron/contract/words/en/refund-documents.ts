/**
 * A refused supporting document's verdict (electron/main/desk/refunds/documents/): the size, type and
 * wholeness rules, the check that could not finish, and each kind of file named as what it is, for
 * "it looks like …" (document-kind-words.ts).
 */
export const REFUND_DOCUMENTS_EN = {
  'refundDocuments.interrupted': 'The desk stopped while receiving this file: attach it again.',
  'refundDocuments.empty': (p: { fileName: string }) => `${p.fileName} is empty (0 bytes): attach the real document.`,
  'refundDocuments.tooBig': (p: { fileName: string; size: string; limit: string }) =>
    `${p.fileName} is ${p.size}, over the ${p.limit} limit for one document: scan it at a lower resolution, or split it into several files.`,
  'refundDocuments.incomplete': (p: { fileName: string; type: string }) =>
    `${p.fileName} is incomplete (its ${p.type} end marker is missing): it may not have finished downloading or copying. Open it to check, then attach it again.`,
  'refundDocuments.notAReadablePdf': (p: { fileName: string; missing: 'objects' | 'catalogue' }) =>
    `${p.fileName} starts like a PDF but is not one a PDF reader can open (it has ${p.missing === 'objects' ? 'no PDF objects' : 'no document catalogue'}). If it is a real document, open it and print or save it again as PDF, then attach the new file.`,
  'refundDocuments.tooSlow': (p: { fileName: string; seconds: number }) =>
    `${p.fileName} could not be checked within ${p.seconds} seconds, the limit for one document: it is damaged, or built to slow the desk down. Open it and print or save it again as PDF, then attach the new file.`,
  'refundDocuments.checkFailed': (p: { fileName: string; why: string }) =>
    `${p.fileName} could not be checked (${p.why}): the desk sends no document it has not checked. Attach it again; if this happens again, open it and print or save it again as PDF, then attach the new file.`,
  'refundDocuments.tooDeep': (p: { fileName: string; levels: number }) =>
    `${p.fileName} is a damaged PDF: its objects are nested more than ${p.levels} levels deep, which no real document needs. Open it and print or save it again as PDF, then attach the new file.`,
  'refundDocuments.notADocument': (p: { fileName: string; looksLike: string }) => `${p.fileName} is not a PDF, JPEG or PNG file: it looks like ${p.looksLike}. Attach the document as PDF, JPEG or PNG.`,
  'refundDocuments.notReceiving': (p: { fileName: string }) => `${p.fileName} is not being received any more: attach it again.`,
  'refundDocuments.partMissing': (p: { fileName: string; expected: number; got: number }) =>
    `${p.fileName}: part of the file went missing on its way to the desk (expected byte ${p.expected}, got ${p.got}). Attach it again.`,
  'refundDocuments.largerThanAnnounced': (p: { fileName: string; declared: number }) => `${p.fileName} is larger than the ${p.declared} bytes announced: attach it again.`,
  'refundDocuments.arrivedIncomplete': (p: { fileName: string; size: number; declared: number }) => `${p.fileName} arrived incomplete (${p.size} of ${p.declared} bytes): attach it again.`,
  'refundDocuments.changedWhileChecked': 'it changed while it was checked',
  'refundDocuments.deskClosing': 'the desk is closing',
  'refundDocuments.noAnswerWithin': (p: { ms: number }) => `no answer within ${p.ms} ms`,
  'refundDocuments.endedWithoutAnswer': (p: { exitCode: number }) => `the check ended without an answer (exit ${p.exitCode})`,
  'refundDocuments.outOfMemory': (p: { megabytes: number }) => `reading it needs more than the ${p.megabytes} MB one document may use`,
  // What a refused file looks like, for "it looks like …": the agent learns that the "certificate.pdf" they were sent is a program or a web page.
  'refundDocuments.kind.empty': 'an empty file',
  'refundDocuments.kind.windows-program': 'a Windows program (.exe), not a document: do not open it',
  'refundDocuments.kind.linux-program': 'a Linux program, not a document',
  'refundDocuments.kind.mac-program': 'a Mac program, not a document',
  'refundDocuments.kind.java-class': 'a Java program, not a document',
  'refundDocuments.kind.windows-shortcut': 'a Windows shortcut (.lnk), not a document',
  'refundDocuments.kind.zip': 'a ZIP archive: unpack it and attach the documents inside',
  'refundDocuments.kind.java-archive': 'a Java program (.jar), not a document',
  'refundDocuments.kind.office-document': 'a Word, Excel or PowerPoint document (save it as PDF first)',
  'refundDocuments.kind.old-office-document': 'an old Office document (.doc, .xls) or a Windows installer (.msi)',
  'refundDocuments.kind.rar': 'a RAR archive: unpack it and attach the documents inside',
  'refundDocuments.kind.7z': 'a 7-Zip archive: unpack it and attach the documents inside',
  'refundDocuments.kind.gzip': 'a gzip archive: unpack it and attach the documents inside',
  'refundDocuments.kind.bzip2': 'a bzip2 archive: unpack it and attach the documents inside',
  'refundDocuments.kind.xz': 'an xz archive: unpack it and attach the documents inside',
  'refundDocuments.kind.zstd': 'a Zstandard archive: unpack it and attach the documents inside',
  'refundDocuments.kind.tar': 'a tar archive: unpack it and attach the documents inside',
  'refundDocuments.kind.cab': 'a Windows cabinet archive (.cab), not a document',
  'refundDocuments.kind.web-page': 'a web page (HTML, possibly with a script), not a document',
  'refundDocuments.kind.svg': 'an SVG drawing (it can carry scripts), not a document',
  'refundDocuments.kind.script': 'a script (a program in text), not a document',
  'refundDocuments.kind.misplaced-pdf-header': 'a file with something else before its PDF header (a real PDF starts with it)',
  'refundDocuments.kind.gif': 'a GIF image',
  'refundDocuments.kind.bmp': 'a BMP image',
  'refundDocuments.kind.tiff': 'a TIFF image',
  'refundDocuments.kind.heic': 'a HEIC/AVIF photo (save it as JPEG first)',
  'refundDocuments.kind.video': 'a video or MP4-family file',
  'refundDocuments.kind.webp': 'a WebP image (save it as JPEG or PNG first)',
  'refundDocuments.kind.text': 'plain text',
  'refundDocuments.kind.other': 'a file of another kind',
};
