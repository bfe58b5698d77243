import sharp from 'sharp';
import { InvalidInput } from '../../platform/errors.js';
import { WrongFileType, type UploadedFile } from '../../platform/uploads.js';

export const PICTURE_FIELD = 'profile_picture';
export const MAX_PICTURE_PIXELS = 40_000_000;
export const PICTURE_TOO_LARGE = 'errors:profile.picture_too_large';
export const NOT_A_PICTURE = 'errors:profile.not_a_picture';

/**
 * The picture drawn anew from its pixels, in its own format, so that no EXIF (GPS included), XMP,
 * ICC profile or comment of the upload is kept (docs/product/http-contract.md#no-store). The EXIF orientation is applied
 * first, so the picture still stands upright. Pictures over 40 megapixels are refused from their
 * header, before any pixel is decoded.
 */
export async function reencodedPicture(picture: UploadedFile): Promise<UploadedFile> {
  await refuseOversized(picture.content);
  // 'error', not sharp's default 'warning': phone cameras write JPEGs with harmless warnings.
  const image = sharp(picture.content, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).rotate();
  const encoded = picture.mimeType === 'image/png' ? image.png() : image.jpeg();
  try {
    return { ...picture, content: await encoded.toBuffer() };
  } catch {
    throw new WrongFileType(NOT_A_PICTURE);
  }
}

async function refuseOversized(content: Buffer): Promise<void> {
  const { width, height } = await sharp(content)
    .metadata()
    .catch(() => {
      throw new WrongFileType(NOT_A_PICTURE);
    });
  if (width * height > MAX_PICTURE_PIXELS) {
    throw new InvalidInput(
      PICTURE_TOO_LARGE,
      { [PICTURE_FIELD]: [PICTURE_TOO_LARGE] },
      { megapixels: MAX_PICTURE_PIXELS / 1_000_000 },
    );
  }
}
