import { sayWords, type Words } from '../../../i18n/main-language';
import type { OtherKind } from './document-type';

/**
 * A refused file named as what it is, for "it looks like …": the agent learns that the
 * "certificate.pdf" they were sent is in fact a program or a web page (and may tell whoever sent it).
 */
const KIND_WORDS: Readonly<Record<OtherKind, Words>> = {
  empty: ['an empty file', '空文件'],
  'windows-program': ['a Windows program (.exe), not a document: do not open it', ' Windows 程序（.exe），不是文件：请不要打开它'],
  'linux-program': ['a Linux program, not a document', ' Linux 程序，不是文件'],
  'mac-program': ['a Mac program, not a document', ' Mac 程序，不是文件'],
  'java-class': ['a Java program, not a document', ' Java 程序，不是文件'],
  'windows-shortcut': ['a Windows shortcut (.lnk), not a document', ' Windows 快捷方式（.lnk），不是文件'],
  zip: ['a ZIP archive: unpack it and attach the documents inside', ' ZIP 压缩包：请解压后附加其中的文件'],
  'java-archive': ['a Java program (.jar), not a document', ' Java 程序（.jar），不是文件'],
  'office-document': ['a Word, Excel or PowerPoint document (save it as PDF first)', ' Word、Excel 或 PowerPoint 文件（请先另存为 PDF）'],
  'old-office-document': ['an old Office document (.doc, .xls) or a Windows installer (.msi)', '旧版 Office 文件（.doc、.xls）或 Windows 安装包（.msi）'],
  rar: ['a RAR archive: unpack it and attach the documents inside', ' RAR 压缩包：请解压后附加其中的文件'],
  '7z': ['a 7-Zip archive: unpack it and attach the documents inside', ' 7-Zip 压缩包：请解压后附加其中的文件'],
  gzip: ['a gzip archive: unpack it and attach the documents inside', ' gzip 压缩包：请解压后附加其中的文件'],
  bzip2: ['a bzip2 archive: unpack it and attach the documents inside', ' bzip2 压缩包：请解压后附加其中的文件'],
  xz: ['an xz archive: unpack it and attach the documents inside', ' xz 压缩包：请解压后附加其中的文件'],
  zstd: ['a Zstandard archive: unpack it and attach the documents inside', ' Zstandard 压缩包：请解压后附加其中的文件'],
  tar: ['a tar archive: unpack it and attach the documents inside', ' tar 归档：请解压后附加其中的文件'],
  cab: ['a Windows cabinet archive (.cab), not a document', ' Windows CAB 压缩包（.cab），不是文件'],
  'web-page': ['a web page (HTML, possibly with a script), not a document', '网页（HTML，可能带脚本），不是文件'],
  svg: ['an SVG drawing (it can carry scripts), not a document', ' SVG 图形（可能带脚本），不是文件'],
  script: ['a script (a program in text), not a document', '脚本（文本形式的程序），不是文件'],
  'misplaced-pdf-header': ['a file with something else before its PDF header (a real PDF starts with it)', '在 PDF 文件头之前还有其他内容的文件（真正的 PDF 以文件头开头）'],
  gif: ['a GIF image', ' GIF 图片'],
  bmp: ['a BMP image', ' BMP 图片'],
  tiff: ['a TIFF image', ' TIFF 图片'],
  heic: ['a HEIC/AVIF photo (save it as JPEG first)', ' HEIC/AVIF 照片（请先另存为 JPEG）'],
  video: ['a video or MP4-family file', '视频或 MP4 类文件'],
  webp: ['a WebP image (save it as JPEG or PNG first)', ' WebP 图片（请先另存为 JPEG 或 PNG）'],
  text: ['plain text', '纯文本'],
  other: ['a file of another kind', '其他类型的文件'],
};

export function describeKind(kind: OtherKind): string {
  return sayWords(KIND_WORDS[kind]);
}
