import QRCode from "qrcode";

/** Node has no ImageData: the shape a canvas's getImageData gives, as the decoder checks it. */
class PixelData {
  readonly colorSpace = "srgb";
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
  constructor(data: Uint8ClampedArray, width: number, height: number) {
    this.data = data;
    this.width = width;
    this.height = height;
  }
}

/**
 * A QR code of `text` as RGBA pixels (what the camera loop reads from its canvas), `scale` px a
 * module with a quiet zone: a ticket's QR image for tests of the scanner path.
 */
export function qrPixels(text: string, scale = 6, quiet = 4): ImageData {
  globalThis.ImageData ??= PixelData as unknown as typeof ImageData;
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const modules = qr.modules.size;
  const side = (modules + quiet * 2) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - quiet;
      const my = Math.floor(y / scale) - quiet;
      const inside = mx >= 0 && my >= 0 && mx < modules && my < modules;
      if (inside && qr.modules.get(my, mx))
        data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return new globalThis.ImageData(data, side, side);
}
