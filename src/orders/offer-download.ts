/**
 * Hands an export to the agent as a file download: the same in Electron (the shell's save dialog
 * asks where) and in a browser (its downloads). The content never touches a path main chose, and
 * the page names no path on the workstation (docs/order-file.md, "Backup and export").
 * `content` is text (JSON, CSV) or bytes (a Reports XLSX).
 */
export function offerDownload(fileName: string, mimeType: string, content: BlobPart): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the object URL only has to outlive this task.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
