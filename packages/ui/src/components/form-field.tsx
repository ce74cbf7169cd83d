import type * as React from 'react';

import { cn } from '../lib/cn';
import { Input } from './input';
import { Label } from './label';

export interface FormFieldProps extends Omit<React.ComponentProps<'input'>, 'id'> {
  /** The input's id; the label, hint and error ids derive from it. */
  id: string;
  label: React.ReactNode;
  /** A validation message: marks the input invalid and is announced with it. */
  error?: string;
  /** Help text under the input, announced as part of its description. */
  hint?: React.ReactNode;
  /** Something on the label's line, right-aligned (e.g. a 'Forgot password?' link). */
  labelAside?: React.ReactNode;
  /** Classes for the wrapper; `className` goes to the input. */
  fieldClassName?: string;
}

/**
 * A labelled text input with its hint and validation message tied to it through
 * aria-describedby, and aria-invalid set while the message shows.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  labelAside,
  fieldClassName,
  'aria-describedby': describedBy,
  ...inputProps
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="form-field" className={cn('grid gap-2', fieldClassName)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The field of a destructive form that asks to type a phrase (a slug, DELETE) first: the
 * phrase in monospace, no autocomplete, capitals or spelling fixes.
 */
export function ConfirmPhraseField({
  id,
  phrase,
  value,
  error,
  onValueChange,
}: {
  id: string;
  phrase: string;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <FormField
      id={id}
      name="confirm"
      label={
        <>
          Type <span className="font-mono">{phrase}</span> to confirm
        </>
      }
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      error={error}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
