import { MAX_PREVIEW_CHARS } from '@contract/refunds/refund-documents';

/**
 * A small preview of an image the agent attached, drawn by the page from the file it holds (the
 * page can decode images; main cannot without an image library). A `data:` URL, which the CSP's
 * `img-src 'self' data:` allows; main accepts only a JPEG or PNG data URL of bounded size and
 * keeps it with the draft, so the preview survives a restart. Null for anything else.
 */
export async function previewOf(file: Blob, edge = 96): Promise<string | null> {
  if (!/^image\/(jpeg|png)$/.test(file.type)) return null;
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file);
    const scale = Math.min(1, edge / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const url = canvas.toDataURL('image/jpeg', 0.75);
    return url.startsWith('data:image/jpeg;base64,') && url.length <= MAX_PREVIEW_CHARS ? url : null;
  } catch {
    // Not decodable as an image: main will say what the file really is.
    return null;
  } finally {
    bitmap?.close();
  }
}
