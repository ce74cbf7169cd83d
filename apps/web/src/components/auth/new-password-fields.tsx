import { FormField, type FormFieldProps } from '@promptshelf/ui';
import { useId } from 'react';

type FieldProps = Omit<FormFieldProps, 'id' | 'label'>;

/**
 * 'New Password' and 'Confirm New Password', as the reset and change-password forms ask for
 * them: props for each come from the form (name, value, onChange, error).
 */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: FieldProps;
  confirmation: FieldProps;
}) {
  const id = useId();
  return (
    <>
      <FormField
        id={`${id}-new`}
        label="New Password"
        type="password"
        autoComplete="new-password"
        placeholder="min. 6 characters"
        {...password}
      />
      <FormField
        id={`${id}-confirm`}
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
