import { useId } from "react";

/** What a control needs to be tied to its label, description and error. */
export interface ControlProps {
  id: string;
  name: string;
  required?: boolean | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldWiring {
  /** Spread onto the input/select/textarea. */
  control: ControlProps;
  descriptionId: string | undefined;
  errorId: string | undefined;
}

/** Space-separated ids for `aria-describedby`, or undefined when there are none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(" ") : undefined;
}

/**
 * The ids and ARIA wiring of one field, for controls whose layout the `Field` wrapper does not
 * fit (a slider with its value beside the label, an input sharing a row with a button). The
 * description comes first in `aria-describedby`, the error last.
 */
export function useField({
  name,
  error,
  hasDescription = false,
  required,
}: {
  name: string;
  error?: string | undefined;
  hasDescription?: boolean;
  required?: boolean | undefined;
}): FieldWiring {
  const id = useId();
  const descriptionId = hasDescription ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    control: {
      id,
      name,
      required,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(descriptionId, errorId),
    },
    descriptionId,
    errorId,
  };
}
