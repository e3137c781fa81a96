/**
 * UploadAttachmentFile `data`: ASSUMED, NOT IN THE SPECIFICATION (the real-world notes say its
 * path, form, field names and answer are public nowhere). The desk relies on one value, the file
 * id that RefundRequest's `uploadFilesIds` will carry, so that one is strict: a non-empty string
 * without spaces, at most 128 characters. The name and size are echoed by the sandbox and kept
 * only when present.
 */
import { z } from 'zod';
import { codedRule } from '../../../../contract/coded-rule';
import { optionalInt, optionalText } from '../primitives';

export const wireUploadedAttachment = z.object({
  fileId: z.string().trim().min(1, codedRule('rules.answer.uploadedFileId')).max(128, codedRule('rules.atMostCharacters', { max: 128 })).regex(/^\S+$/, codedRule('rules.noSpaces')),
  fileName: optionalText,
  fileSize: optionalInt,
});

export type WireUploadedAttachment = z.output<typeof wireUploadedAttachment>;
