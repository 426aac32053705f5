import sharp from 'sharp';

/** A small real image of one colour with a lighter band, for upload journeys. */
export async function marshImage(
  format: 'jpeg' | 'png',
  colour: { r: number; g: number; b: number },
): Promise<Buffer> {
  const band = await sharp({
    create: { width: 640, height: 120, channels: 3, background: { r: 230, g: 200, b: 140 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .composite([{ input: band, top: 300, left: 0 }])
    .toFormat(format)
    .toBuffer();
}
