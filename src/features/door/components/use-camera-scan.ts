import { type RefObject, useEffect, useRef, useState } from "react";
import { decodeQrFromImage, preloadQrDecoder } from "../data/qr-decoder.ts";

export type CameraProblem = "unsupported" | "denied" | "no_camera" | "decoder" | "failed";

const SAMPLE_EVERY_MS = 200;
const SAMPLE_WIDTH = 720;

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "no_camera";
  return "failed";
}

/**
 * The rear camera into `video`, sampled onto a canvas a few times a second and handed to the QR
 * decoder while `listening`. Stops the camera when `on` turns false or the view unmounts.
 */
export function useCameraScan(
  video: RefObject<HTMLVideoElement | null>,
  on: boolean,
  listening: boolean,
  onText: (text: string) => void,
): CameraProblem | null {
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const latest = useRef({ listening, onText });
  latest.current = { listening, onText };

  useEffect(() => {
    if (!on) return;
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem("unsupported");
      return;
    }
    preloadQrDecoder();
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d", { willReadFrequently: true });

    const sample = async () => {
      const el = video.current;
      if (stopped) return;
      if (el && context && latest.current.listening && el.readyState >= 2 && el.videoWidth) {
        const scale = Math.min(1, SAMPLE_WIDTH / el.videoWidth);
        canvas.width = Math.round(el.videoWidth * scale);
        canvas.height = Math.round(el.videoHeight * scale);
        context.drawImage(el, 0, 0, canvas.width, canvas.height);
        try {
          const text = await decodeQrFromImage(
            context.getImageData(0, 0, canvas.width, canvas.height),
          );
          if (text && !stopped && latest.current.listening) latest.current.onText(text);
        } catch (error) {
          console.error(error);
          setProblem("decoder");
          return;
        }
      }
      timer = setTimeout(sample, SAMPLE_EVERY_MS);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
        void sample();
      })
      .catch((error: unknown) => {
        if (!stopped) setProblem(problemOf(error));
      });

    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (video.current) video.current.srcObject = null;
    };
  }, [on, video]);

  return problem;
}
