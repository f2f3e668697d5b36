import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useState } from "react";
import { SubmitButton, TextField } from "#ui/form/index.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { DEVICE_NAME_MAX, saveDeviceName } from "../data/device-identity.ts";

/**
 * The name this device's scans carry ("Front door"), so a repeat scan can say where the first
 * one happened. Kept on the device across sign-outs.
 */
export function DeviceNameForm({ deviceName }: { deviceName: string | null }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(deviceName ?? "");
  useEffect(() => setDraft(deviceName ?? ""), [deviceName]);
  const save = useAsyncAction((name: string) => saveDeviceName(name), {
    success: (saved) => ({
      title: saved ? t`This device is now “${saved}”` : t`Device name removed`,
    }),
    failure: { title: t`The device name was not saved`, description: t`Please try again.` },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(draft);
  };

  return (
    // The button under the field, not beside it: beside, it lined up with the field's hint
    // instead of the field at desktop widths.
    <form onSubmit={submit} className="flex max-w-xl flex-col items-start gap-3">
      <TextField
        name="deviceName"
        label={t`Device name`}
        description={t`Shown with every scan from this device, e.g. Front door.`}
        value={draft}
        maxLength={DEVICE_NAME_MAX}
        autoComplete="off"
        onValueChange={setDraft}
        className="w-full"
      />
      <SubmitButton pending={save.pending} pendingLabel={t`Saving…`} className="btn min-h-11">
        {t`Save name`}
      </SubmitButton>
    </form>
  );
}
