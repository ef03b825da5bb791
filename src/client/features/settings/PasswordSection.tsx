import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { User } from '../../../shared/auth';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { OAUTH_PROVIDER_NAMES } from '../auth';
import { EMPTY_PASSWORD_FIELDS, FIELD_LABELS, type FieldErrors, type PasswordFields, type PasswordMode } from './fields';
import { Actions, FieldGrid, Note } from './settingsStyles';
import { SectionCard, SectionHead } from '../../components/sectionCard';
import { StackForm } from '../../components/StackForm';
import { loadValidation, useProfileUpdate } from './useProfileUpdate';

const MODE_TEXT: Record<PasswordMode, { submit: string; saved: string }> = {
  change: { submit: 'Save password', saved: 'Password changed' },
  set: { submit: 'Set a password', saved: 'Password set' },
};

/**
 * Changing a password asks for the current one; an account that signed up through Google, Facebook
 * or Instagram has none, so it sets its first without (the server decides the same way).
 */
function PasswordForm({ mode }: { mode: PasswordMode }) {
  const [values, setValues] = useState<PasswordFields>(EMPTY_PASSWORD_FIELDS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { send, isSaving } = useProfileUpdate(MODE_TEXT[mode].saved);

  const set = (field: keyof PasswordFields) => (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkPassword } = await loadValidation();
    const checked = checkPassword(values, mode);
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
    <StackForm onSubmit={(event) => void onSubmit(event)} onFocus={() => void loadValidation()} noValidate>
      <FieldGrid>
        {mode === 'change' ? field('currentPassword', 'current-password') : null}
        {field('newPassword', 'new-password')}
        {field('confirmPassword', 'new-password')}
      </FieldGrid>
      <Actions>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : MODE_TEXT[mode].submit}
        </Button>
      </Actions>
    </StackForm>
  );
}

/** 'change' with a password; 'set' without one; none for a demo, which is entered without signing in. */
function modeOf(user: User): PasswordMode | null {
  if (user.providers.includes('password')) return 'change';
  return user.providers.includes('demo') ? null : 'set';
}

/** What the section says above its form: what a change does, or what a first password adds. */
function purposeOf(user: User, mode: PasswordMode | null): string {
  if (mode === 'change') return 'Changing it signs you out on every other device.';
  if (mode === null) return 'Sign-in method of this account.';
  const names = user.providers.map((provider) => OAUTH_PROVIDER_NAMES[provider]).filter(Boolean);
  return `You sign in with ${names.join(' or ') || 'another provider'}. Set a password to also sign in with ${user.email} and that password.`;
}

export function PasswordSection({ user }: { user: User }) {
  const mode = modeOf(user);
  return (
    <SectionCard aria-labelledby="settings-password">
      <SectionHead>
        <h2 id="settings-password">Password</h2>
        <p>{purposeOf(user, mode)}</p>
      </SectionHead>
      {mode ? (
        // Keyed by mode: once a first password is set, the change form starts empty.
        <PasswordForm key={mode} mode={mode} />
      ) : (
        <Note>Demo accounts have no password: the demo is entered with “Try the demo”, so there is nothing to change here.</Note>
      )}
    </SectionCard>
  );
}
