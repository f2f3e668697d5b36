import { useLingui } from "@lingui/react/macro";
import type { DoorHelperRow } from "#db/types.ts";
import { SubmitButton, TextField } from "#ui/form/index.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { removeDoorHelper } from "../../data/partner-profile-repo.ts";
import { useDoorHelpers } from "../../hooks/use-partner-profile.ts";
import { useAddDoorHelper } from "./use-add-door-helper.ts";

/** The people who may scan tickets at the door of this partner's experiences. */
export function DoorHelpersSection() {
  const { t } = useLingui();
  const helpers = useDoorHelpers();
  const { bind, submit, formRef, pending } = useAddDoorHelper();
  return (
    <section
      aria-labelledby="door-helpers-title"
      className="flex flex-col gap-5 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8"
    >
      <div>
        <h2 id="door-helpers-title" className="text-2xl font-semibold">
          {t`Door helpers`}
        </h2>
        <p className="mt-2 text-base-content/80">
          {t`A door helper can scan tickets at the door of your experiences, even offline, and see who is expected. They cannot edit your experiences or your profile. Name anyone with a CultureWell account by their username.`}
        </p>
      </div>
      {helpers === undefined ? (
        <div className="skeleton h-12 w-full" aria-hidden="true" />
      ) : helpers.length === 0 ? (
        <p className="text-base-content/80">{t`You have not named any door helpers yet.`}</p>
      ) : (
        <ul className="divide-y divide-base-300">
          {helpers.map((helper) => (
            <DoorHelperItem key={helper.id} helper={helper} />
          ))}
        </ul>
      )}
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <TextField
          label={t`Username of the new door helper`}
          autoComplete="off"
          className="grow"
          {...bind("username")}
        />
        <SubmitButton
          pending={pending}
          pendingLabel={t`Adding...`}
          className="btn btn-primary min-h-11 sm:mt-7"
        >
          {t`Add door helper`}
        </SubmitButton>
      </form>
    </section>
  );
}

function DoorHelperItem({ helper }: { helper: DoorHelperRow }) {
  const { t } = useLingui();
  const name = helper.helperName;
  const remove = useAsyncAction(() => removeDoorHelper(helper.id), {
    success: {
      title: t`Door helper removed`,
      description: t`${name} can no longer check tickets in.`,
    },
    failure: {
      title: t`Error`,
      description: t`Failed to remove the door helper. Please try again.`,
    },
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{name}</span>
        {helper.helperId === "" ? (
          <span className="badge badge-outline">{t`pending: waiting to sync`}</span>
        ) : null}
      </span>
      <button
        type="button"
        className="btn btn-outline btn-error btn-sm min-h-11"
        onClick={() => void remove.run()}
        disabled={remove.pending}
        aria-label={t`Remove ${name}`}
      >
        {t`Remove`}
      </button>
    </li>
  );
}
