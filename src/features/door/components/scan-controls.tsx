import { useLingui } from "@lingui/react/macro";
import { type RefObject, useRef, useState } from "react";
import { decodeQrFromImage } from "../data/qr-decoder.ts";
import { CameraIcon, PhotoIcon } from "./door-icons.tsx";
import { type CameraProblem, useCameraScan } from "./use-camera-scan.ts";

interface ScanControlsProps {
  /** A ticket key is stored: signatures can be checked. */
  ready: boolean;
  /** False while a result is shown: the camera keeps running but reads nothing. */
  listening: boolean;
  onText: (text: string) => Promise<void>;
  /** "Scan next" brings the focus back here. */
  focusRef: RefObject<HTMLButtonElement | null>;
}

/** "Scan ticket" (the camera) and "Choose photo" (a still picture), one decoder for both. */
export function ScanControls({ ready, listening, onText, focusRef }: ScanControlsProps) {
  const { t } = useLingui();
  const [cameraOn, setCameraOn] = useState(false);
  const [photoProblem, setPhotoProblem] = useState<"none_found" | "decoder" | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const cameraProblem = useCameraScan(
    video,
    cameraOn && ready,
    listening,
    (text) => void onText(text),
  );

  const CAMERA_PROBLEMS: Record<CameraProblem, string> = {
    unsupported: t`This browser cannot use the camera. Choose a photo or find the person below.`,
    denied: t`Camera access was refused. Allow the camera in the browser's site settings, or find the person below.`,
    no_camera: t`No camera was found on this device. Choose a photo or find the person below.`,
    decoder: t`The QR reader could not start on this device. Find the person by name or ticket id below.`,
    failed: t`The camera could not start. Try again, or find the person below.`,
  };

  const choosePhoto = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = ""; // the same photo may be chosen again
    if (!file) return;
    setPhotoProblem(null);
    try {
      const text = await decodeQrFromImage(file);
      if (text) await onText(text);
      else setPhotoProblem("none_found");
    } catch (error) {
      console.error(error);
      setPhotoProblem("decoder");
    }
  };

  if (!ready) {
    return (
      <p className="alert alert-info">
        {t`Scanning needs the ticket key, which this device downloads the first time it opens this page online. Connect once; until then, find people by name or ticket id below.`}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <button
          ref={focusRef}
          type="button"
          className="btn btn-primary btn-lg min-h-14"
          aria-pressed={cameraOn}
          onClick={() => setCameraOn((on) => !on)}
        >
          <CameraIcon className="size-6" />
          {cameraOn ? t`Stop camera` : t`Scan ticket`}
        </button>
        {/* The native input stays focusable (sr-only, inside its label); the label shows it. */}
        <label className="btn btn-outline btn-lg min-h-14 focus-within:outline-2 focus-within:outline-offset-2">
          <PhotoIcon className="size-6" />
          {t`Choose photo`}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(event) => void choosePhoto(event.currentTarget)}
          />
        </label>
      </div>
      {cameraOn ? (
        <div className="overflow-hidden rounded-box bg-black">
          <video
            ref={video}
            muted
            playsInline
            aria-label={t`Camera view: hold the ticket's QR code in front of the camera`}
            className="aspect-[4/3] w-full object-cover"
          />
        </div>
      ) : null}
      {cameraOn && cameraProblem ? (
        <p role="alert" className="alert alert-warning">
          {CAMERA_PROBLEMS[cameraProblem]}
        </p>
      ) : null}
      {photoProblem ? (
        <p role="alert" className="alert alert-warning">
          {photoProblem === "none_found"
            ? t`No QR code was found in that photo. Try a sharper photo, or find the person below.`
            : CAMERA_PROBLEMS.decoder}
        </p>
      ) : null}
    </div>
  );
}
