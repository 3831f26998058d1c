// A photo the size a phone takes it: 4032×3024, about 5 MB of JPEG (fine
// detail everywhere, as a floor of marble chips has), orientation 6 and GPS.
import sharp from 'sharp';

export async function phoneSizedPhoto(): Promise<Buffer> {
  const { data, info } = await sharp({
    create: { width: 4032, height: 3024, channels: 3, background: '#8a7f72', noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info })
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 40/1 12/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
