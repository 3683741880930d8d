import sharp from 'sharp';
import { AppError } from '../errors';
import { contentSource, type FileContent } from '../ports/storage/fileContent';

/**
 * The most pixels a received signature, logo or profile photo may declare (5000 × 5000, far beyond a phone photo
 * of 12 MP). An "image bomb" declares huge dimensions in a few kilobytes; sharp refuses it from the header,
 * before it allocates the decoded pixels.
 */
export const IMAGE_MAX_INPUT_PIXELS = 25_000_000;

export type ReencodedImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export type ReencodedImage = { bytes: Buffer; mimeType: ReencodedImageType; width: number; height: number };

export type ReencodeOptions = {
  /** `png`: always PNG (signatures: lossless, keeps the transparency of a drawing); `same`: the decoded format. */
  output: 'png' | 'same';
  /** The translation key of the refusal when the bytes are not a whole image of an accepted kind. */
  messageKey?: string;
};

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * The one door for a user's image before it is stored or put in a PDF: decodes it whole (with a pixel limit),
 * applies its orientation and writes new bytes, so no metadata (EXIF location, comments) and nothing hidden after
 * or inside the image (a polyglot's HTML or archive) survives. What does not decode as PNG, JPEG or WebP is a
 * 400 `validation_error`.
 */
export async function reencodeImage(content: FileContent, options: ReencodeOptions): Promise<ReencodedImage> {
  const messageKey = options.messageKey ?? 'errors.imageUnreadable';
  const refuse = (cause: unknown) =>
    new AppError('validation_error', { messageKey, details: { file: 'validation.imageUnreadable' }, cause });
  try {
    // sharp reads a spooled file from its path itself.
    const image = sharp(contentSource(content), {
      failOn: 'error',
      limitInputPixels: IMAGE_MAX_INPUT_PIXELS,
      // One frame: an animated WebP becomes its first image.
      pages: 1,
    });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`not an accepted image format: ${format}`);
    // Without keepMetadata()/withMetadata(), sharp writes no EXIF, XMP, IPTC or ICC comment chunks.
    const oriented = image.rotate();
    const kind = options.output === 'png' ? 'png' : (format as 'png' | 'jpeg' | 'webp');
    const encoded =
      kind === 'png'
        ? oriented.png({ compressionLevel: 9 })
        : kind === 'jpeg'
          ? oriented.jpeg({ quality: 90, mozjpeg: true })
          : oriented.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, mimeType: `image/${kind}`, width: info.width, height: info.height };
  } catch (cause) {
    throw refuse(cause);
  }
}
