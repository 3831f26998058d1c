// A photo made ready on the visitor's phone before it is sent: decoded upright
// (its EXIF orientation applied), drawn at most PHOTO_LIMITS.longSide on its
// long side and encoded as a JPEG. A 12 MP phone photo of 3–8 MB leaves as
// about 1 MB, and without its EXIF block: no GPS position of the visitor's
// home leaves the phone (the server strips whatever else arrives). A file
// the browser cannot decode (HEIC in most browsers, or no image at all) is
// sent as it is, and the server says what is wrong with it.
import { PHOTO_LIMITS } from '../../../shared/estimate-fields';

const JPEG_QUALITY = 0.85;
/** The thumbnail's side: a 64–96 px square on screens up to 3 device pixels per CSS pixel. */
const THUMB_SIDE = 192;
const THUMB_QUALITY = 0.72;

export interface PreparedPhoto {
  /** What is uploaded: the made-smaller JPEG, or the file as chosen. */
  body: Blob;
  /** A square thumbnail (a data: URL, which the site's CSP allows for images); none when the file could not be decoded. */
  thumb?: string;
}

export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { body: file };
  }
  try {
    const scale = Math.min(1, PHOTO_LIMITS.longSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const body = await canvasBlob(draw(bitmap, width, height, 0, 0, bitmap.width, bitmap.height));
    return { body, thumb: thumbnail(bitmap) };
  } catch {
    return { body: file };
  } finally {
    bitmap.close();
  }
}

/** A canvas of `width`×`height` with the source rectangle drawn into it, over white (a transparent PNG has no black background as a JPEG). */
function draw(bitmap: ImageBitmap, width: number, height: number, sx: number, sy: number, sw: number, sh: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, sx, sy, sw, sh, 0, 0, width, height);
  return canvas;
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))), 'image/jpeg', JPEG_QUALITY),
  );
}

/** The middle square of the photo, small. */
function thumbnail(bitmap: ImageBitmap): string {
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = draw(
    bitmap,
    THUMB_SIDE,
    THUMB_SIDE,
    Math.round((bitmap.width - side) / 2),
    Math.round((bitmap.height - side) / 2),
    side,
    side,
  );
  return canvas.toDataURL('image/jpeg', THUMB_QUALITY);
}
