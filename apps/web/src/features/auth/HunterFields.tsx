import { TextField, type TextFieldProps } from '../../ui';

/** What the caller adds to a box: react-hook-form's `register(...)` and the field's error. */
type FieldInput = Omit<TextFieldProps, 'label'>;

/** Name and username, as sign-up and the profile ask for them. */
export function HunterNameFields({ name, username }: { name: FieldInput; username: FieldInput }) {
  return (
    <>
      <TextField label="Name" autoComplete="name" {...name} />
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="Friends find you by it. Letters, numbers, dots, dashes and underscores."
        {...username}
      />
    </>
  );
}

/** The email box of sign-in and sign-up. */
export function EmailField(props: FieldInput) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}
