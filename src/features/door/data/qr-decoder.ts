import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

/**
 * Reads the text of the QR code in a picture (a camera frame or a chosen photo).
 *
 * The browser's own `BarcodeDetector` where it reads QR codes (Android, macOS, ChromeOS);
 * elsewhere the `barcode-detector` ponyfill (ZXing compiled to WebAssembly), loaded only when
 * first needed. Its wasm is served from our own origin (a Vite `?url` asset, kept by the service
 * worker once the door page has opened online), never from the CDN the library defaults to: the
 * door must work with no signal. docs/decisions/0010-door-qr-decoder.md
 */

export type QrSource = ImageBitmapSource | ImageData;

interface Detector {
  detect(source: QrSource): Promise<readonly { rawValue: string }[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

let detector: Promise<Detector> | null = null;

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes("qr_code") ? new Native({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

async function zxingDetector(): Promise<Detector> {
  const { BarcodeDetector, prepareZXingModule } = await import("barcode-detector/ponyfill");
  prepareZXingModule({
    // Fetch and compile the wasm now (the door page opens online), not at the first scan.
    fireImmediately: true,
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith(".wasm") ? new URL(wasmUrl, globalThis.location?.href).href : prefix + path,
    },
  });
  return new BarcodeDetector({ formats: ["qr_code"] });
}

function loadDetector(): Promise<Detector> {
  detector ??= nativeDetector()
    .then((native) => native ?? zxingDetector())
    .catch((error: unknown) => {
      detector = null; // a failed load (say, the chunk was not cached yet) may be retried
      throw error;
    });
  return detector;
}

/** Starts loading the decoder ahead of the first scan (the camera view calls it on opening). */
export function preloadQrDecoder(): void {
  void loadDetector().catch(() => undefined);
}

/**
 * The text of the first QR code found in `source`, or null when there is none. Rejects only
 * when the decoder itself cannot run.
 */
export async function decodeQrFromImage(source: QrSource): Promise<string | null> {
  const found = await (await loadDetector()).detect(source);
  return found[0]?.rawValue ?? null;
}
