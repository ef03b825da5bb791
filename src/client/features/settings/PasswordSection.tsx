import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { User } from '../../../shared/auth';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { OAUTH_PROVIDER_NAMES } from '../auth';
import { EMPTY_PASSWORD_FIELDS, FIELD_LABELS, type FieldErrors, type PasswordFields } from './fields';
import { Actions, FieldGrid, Form, Note, SectionCard, SectionHead } from './settingsStyles';
import { loadValidation, useProfileUpdate } from './useProfileUpdate';

/** Accounts without the 'password' provider have nothing to change here; say why. */
function NoPasswordNote({ providers }: { providers: User['providers'] }) {
  if (providers.includes('demo')) {
    return <Note>Demo accounts have no password: the demo is entered with “Try the demo”, so there is nothing to change here.</Note>;
  }
  const names = providers.map((provider) => OAUTH_PROVIDER_NAMES[provider]).filter(Boolean);
  return <Note>You sign in with {names.join(' or ') || 'another provider'}, so this account has no password to change.</Note>;
}

function PasswordForm() {
  const [values, setValues] = useState<PasswordFields>(EMPTY_PASSWORD_FIELDS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { send, isSaving } = useProfileUpdate('Password changed');

  const set = (field: keyof PasswordFields) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkPassword } = await loadValidation();
    const checked = checkPassword(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const outcome = await send(checked.body);
    if ('errors' in outcome) return setErrors(outcome.errors);
    setValues(EMPTY_PASSWORD_FIELDS);
  };

  const field = (name: keyof PasswordFields, autoComplete: string) => (
    <TextField
      label={FIELD_LABELS[name]}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
    />
  );

  return (
    <Form onSubmit={(event) => void onSubmit(event)} onFocus={() => void loadValidation()} noValidate>
      <FieldGrid>
        {field('currentPassword', 'current-password')}
        {field('newPassword', 'new-password')}
        {field('confirmPassword', 'new-password')}
      </FieldGrid>
      <Actions>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save password'}
        </Button>
      </Actions>
    </Form>
  );
}

export function PasswordSection({ user }: { user: User }) {
  const hasPassword = user.providers.includes('password');
  return (
    <SectionCard aria-labelledby="settings-password">
      <SectionHead>
        <h2 id="settings-password">Password</h2>
        <p>{hasPassword ? 'Changing it signs you out on every other device.' : 'Sign-in method of this account.'}</p>
      </SectionHead>
      {hasPassword ? <PasswordForm /> : <NoPasswordNote providers={user.providers} />}
    </SectionCard>
  );
}
