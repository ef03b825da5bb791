import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { User } from '../../../shared/auth';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { FIELD_LABELS, profileChanges, profileFields, type FieldErrors, type ProfileFields } from './fields';
import { Actions, FieldGrid, ReadOnlyFact } from './settingsStyles';
import { SectionCard, SectionHead } from '../../components/sectionCard';
import { StackForm } from '../../components/StackForm';
import { loadValidation, useProfileUpdate } from './useProfileUpdate';

export function ProfileSection({ user }: { user: User }) {
  const [values, setValues] = useState<ProfileFields>(() => profileFields(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { send, isSaving } = useProfileUpdate('Profile saved');
  const unchanged = Object.keys(profileChanges(values, user)).length === 0;

  const set = (field: keyof ProfileFields) => (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkProfile } = await loadValidation();
    const checked = checkProfile(values, user);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const outcome = await send(checked.body);
    if ('errors' in outcome) return setErrors(outcome.errors);
    // The server trims the name: show what was stored, which also makes the form "unchanged" again.
    setValues(profileFields(outcome.user));
  };

  return (
    <SectionCard aria-labelledby="settings-profile">
      <SectionHead>
        <h2 id="settings-profile">Profile</h2>
        <p>How you appear in the workspace.</p>
      </SectionHead>
      <StackForm onSubmit={(event) => void onSubmit(event)} onFocus={() => void loadValidation()} noValidate>
        <FieldGrid>
          <TextField label={FIELD_LABELS.name} name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
          <TextField
            label={FIELD_LABELS.image}
            name="image"
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={values.image}
            onChange={set('image')}
            error={errors.image}
          />
        </FieldGrid>
        <ReadOnlyFact>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
          <dd>
            <small>Your sign-in address; it cannot be changed here.</small>
          </dd>
        </ReadOnlyFact>
        <Actions>
          <Button type="submit" disabled={unchanged || isSaving}>
            {isSaving ? 'Saving…' : 'Save profile'}
          </Button>
        </Actions>
      </StackForm>
    </SectionCard>
  );
}
