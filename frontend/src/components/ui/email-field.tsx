import { InputField, type InputFieldProps } from './input-field';

/** EmailField is an InputField for an e-mail address; autoComplete is "email" unless told otherwise. */
export function EmailField(props: Omit<InputFieldProps, 'type' | 'inputMode'>) {
  return <InputField type="email" autoComplete="email" inputMode="email" {...props} />;
}
