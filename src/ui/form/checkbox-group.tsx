import { type ReactNode, useId } from "react";
import { FieldError } from "./field-error.tsx";

export interface CheckboxOption<T extends string> {
  id: T;
  label: ReactNode;
}

/** Literal class strings, so Tailwind's scanner sees every one of them. */
const LOOK = {
  /** Each option a bordered tile that fills when checked (profile preferences). */
  tiles: {
    grid: "grid gap-2 sm:grid-cols-2",
    option:
      "flex min-h-11 cursor-pointer items-center gap-3 rounded-field border border-base-300 bg-base-100 px-3 py-2 has-checked:border-primary has-checked:bg-primary/8",
    box: "checkbox checkbox-primary checkbox-sm rounded-[0.3rem]",
    text: undefined,
    error: "mt-2",
  },
  /** A plain two-column list (an experience's accessibility features). */
  list: {
    grid: "grid gap-x-6 sm:grid-cols-2",
    option: "flex min-h-11 cursor-pointer items-center gap-3",
    // The theme's selector radius makes checkboxes round; square corners tell them from radios.
    box: "checkbox checkbox-primary checkbox-sm rounded-[0.3rem]",
    text: "text-sm",
    error: "mt-1",
  },
} as const;

export interface CheckboxGroupProps<T extends string> {
  name: string;
  /** Names the group (the fieldset's legend); each option has its own label. */
  legend: ReactNode;
  options: readonly CheckboxOption<T>[];
  value: readonly T[];
  /** The checked ids, always in the options' order (a save never reshuffles them). */
  onValueChange: (value: T[]) => void;
  /** Already translated; tied to the fieldset. */
  error?: string | undefined;
  look?: keyof typeof LOOK;
  className?: string | undefined;
}

/**
 * A fieldset of checkboxes. The error is tied to the fieldset, so it is read with the group's
 * name; the first checkbox carries the group's `name` first, so focusing `[name=…]` lands on it.
 */
export function CheckboxGroup<T extends string>({
  name,
  legend,
  options,
  value,
  onValueChange,
  error,
  look = "tiles",
  className,
}: CheckboxGroupProps<T>) {
  const errorId = `${useId()}-error`;
  const style = LOOK[look];
  const toggle = (id: T, checked: boolean) =>
    onValueChange(options.map((o) => o.id).filter((o) => (o === id ? checked : value.includes(o))));
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={style.grid}>
        {options.map((option) => (
          <label key={option.id} className={style.option}>
            <input
              type="checkbox"
              name={name}
              value={option.id}
              checked={value.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
              className={style.box}
            />
            <span className={style.text}>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} className={style.error} />
    </fieldset>
  );
}
