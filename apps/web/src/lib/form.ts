import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** The first message per top-level field, as a form shows them (one line under each field). */
export function fieldErrorsOf<Name extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const issue of issues) {
    const [key] = issue.path;
    if (typeof key === 'string' && !(key in errors)) errors[key as Name] = issue.message;
  }
  return errors;
}

/** Moves focus to the first control, in document order, whose name has an error. */
export function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, unknown>): void {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/**
 * Plain React state for a small form validated by a zod schema. Messages show after the
 * first submit attempt and then follow each edit, so a fixed field loses its message at once.
 */
export function useZodForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: Schema,
  initial: z.input<Schema>,
) {
  type Name = keyof z.input<Schema> & string;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const submitted = useRef(false);

  const errorsFor = useCallback(
    (next: z.input<Schema>): FieldErrors<Name> => {
      const result = schema.safeParse(next);
      return result.success ? {} : fieldErrorsOf<Name>(result.error.issues);
    },
    [schema],
  );

  /** Sets one value (a select, a switch, a text area); its message follows as for an input. */
  const setValue = <Key extends Name>(name: Key, value: z.input<Schema>[Key]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted.current) setErrors(errorsFor(next));
  };

  /** Props for one text input: name, value, onChange and its current message. */
  const field = (name: Name) => ({
    name,
    value: (values[name] as string | undefined) ?? '',
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.target.value as z.input<Schema>[Name]),
  });

  /** Validates on submit: the parsed data, or null after showing messages and focusing. */
  const validate = (form: HTMLFormElement): z.output<Schema> | null => {
    submitted.current = true;
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next = fieldErrorsOf<Name>(result.error.issues);
    setErrors(next);
    focusFirstInvalid(form, next);
    return null;
  };

  /** Back to the initial values, with no messages (e.g. after a successful submit). */
  const reset = () => {
    submitted.current = false;
    setValues(initial);
    setErrors({});
  };

  return { values, setValues, setValue, errors, setErrors, errorsFor, field, validate, reset };
}
