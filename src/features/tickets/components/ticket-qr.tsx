import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

const SIZE = 224;

/** The token as an SVG QR code, as a data: URL (the CSP allows data: images, not inline SVG). */
async function qrDataUrl(token: string): Promise<string> {
  // Loaded on first use: the encoder is only needed when a ticket is opened (and is precached
  // with the other chunks, so it works offline).
  const QRCode = await import("qrcode");
  const svg = await QRCode.toString(token, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A real QR code of the ticket token the server signed for this registration, so a venue can
 * scan and verify it. Black on white with a quiet zone whatever the theme: scanners need it.
 */
export function TicketQr({ token }: { token: string }) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    qrDataUrl(token).then(
      (url) => live && setSrc(url),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return src ? (
    <img
      src={src}
      width={SIZE}
      height={SIZE}
      alt={t`QR code of your ticket`}
      className="rounded-box bg-white"
      data-testid="ticket-qr"
      data-token={token}
    />
  ) : (
    <div
      className="skeleton rounded-box"
      style={{ width: SIZE, height: SIZE }}
      aria-hidden="true"
    />
  );
}
