// A photo as it comes off a phone, made with sharp (no fixture file, no
// ImageMagick needed): for the photo pipeline's tests.
import sharp from 'sharp';

const RED = { r: 255, g: 0, b: 0 };

/**
 * A photo as an iPhone stores it: the sensor's landscape pixels with
 * "rotate 90° clockwise to show" (orientation 6), the camera's make and the
 * GPS position of where it was taken. A red block marks the sensor's top left,
 * which shows at the top right once the photo is upright.
 */
export async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#5c6f7e' } })
    .composite([{ input: { create: { width: 800, height: 600, channels: 3, background: RED } }, left: 0, top: 0 }])
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 40/1 12/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 58/1 30/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
