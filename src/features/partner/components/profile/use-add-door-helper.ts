import { useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { doorHelperInputEntries } from "#domain/partner-schemas.ts";
import { R } from "#domain/reasons.ts";
import { useSession } from "#session/use-session.ts";
import { LocalValidationError } from "#sync/queue.ts";
import { useValidatedForm } from "#ui/form/index.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { addDoorHelper } from "../../data/partner-profile-repo.ts";

const schema = v.object(doorHelperInputEntries);
const FIELDS = ["username"] as const;

/**
 * Naming a door helper by username (`doorHelper.add`). Naming oneself is refused here already
 * with the server's own code; whether the account exists only the server knows (a refusal comes
 * back through the sync panel and the row disappears).
 */
export function useAddDoorHelper() {
  const { t } = useLingui();
  const me = useSession().user?.username.toLowerCase();
  const form = useValidatedForm({
    schema,
    initial: { username: "" },
    fields: FIELDS,
    liveErrors: "clear",
  });
  const add = useAsyncAction((username: string) => addDoorHelper(username), {
    success: (_result, username) => ({
      title: t`Door helper added`,
      description: t`${username} can check tickets in at your experiences once this has synced.`,
    }),
    onSuccess: () => form.reset({ username: "" }),
    failure: { title: t`Error`, description: t`Failed to add the door helper. Please try again.` },
    onError: (error) => {
      if (error instanceof LocalValidationError) form.showErrors(error.errors);
    },
    expected: (error) => error instanceof LocalValidationError,
  });
  const submit = form.handleSubmit(({ username }) => {
    if (username.toLowerCase() === me) return form.showErrors({ username: R.door_helper_self });
    return add.run(username);
  });
  return { bind: form.bind, submit, formRef: form.formRef, pending: add.pending };
}
