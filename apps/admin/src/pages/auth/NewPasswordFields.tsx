import { passwordStrength } from '@petverse/api/password';
import { PasswordStrength, TextInput } from '@petverse/ui';

/** A name and a new password with the server's own strength rule shown as it is typed. */
export function NewPasswordFields({
  idPrefix,
  name,
  password,
  email,
  onName,
  onPassword,
}: {
  idPrefix: string;
  name: string;
  password: string;
  email: string;
  onName: (value: string) => void;
  onPassword: (value: string) => void;
}) {
  const strength = password ? passwordStrength(password, [name, email, 'petverse']) : null;
  return (
    <>
      <TextInput
        id={`${idPrefix}-name`}
        label="Your name"
        autoComplete="name"
        required
        value={name}
        onChange={(event) => onName(event.target.value)}
      />
      <TextInput
        id={`${idPrefix}-password`}
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        required
        hint={
          <PasswordStrength
            score={strength?.score ?? null}
            label={strength?.label}
            problem={strength?.problem}
          />
        }
        value={password}
        onChange={(event) => onPassword(event.target.value)}
      />
    </>
  );
}
