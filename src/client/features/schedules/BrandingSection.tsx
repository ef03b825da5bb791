import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { FormGrid, FullRow } from './formGrid';
import { brandingBody, LOGO_MAX_BYTES, LOGO_TYPES, type Branding } from '../../../shared/branding';
import { errorMessage, fieldErrors, zodFieldErrors } from '../../api/errors';
import { Button } from '../../components/Button';
import { Card, CardHead, Muted, Skeleton } from '../../components/dataCard';
import { LoadFailed } from '../../components/LoadFailed';
import { TextField } from '../../components/TextField';
import { PreparedBy } from './PreparedBy';
import { useGetBrandingQuery, useSetBrandingMutation } from './schedulesApi';

const FileLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  input {
    font-weight: normal;
  }
`;

const Problem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL always ends with a string result.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

type Props = { workspaceId: string; isOwner: boolean };

/** The workspace's logo and accent colour on its reports and e-mails; only its owner changes them (the server checks). */
export function BrandingSection({ workspaceId, isOwner }: Props) {
  const branding = useGetBrandingQuery(workspaceId);
  return (
    <Card aria-labelledby="branding-title">
      <CardHead>
        <h2 id="branding-title">Branding</h2>
      </CardHead>
      <Muted>The logo and accent colour your reports, their PDFs and e-mails carry, with &ldquo;Prepared by&rdquo; your workspace&apos;s name.</Muted>
      {branding.isError ? <LoadFailed title="The branding could not be loaded" error={branding.error} onRetry={() => void branding.refetch()} /> : null}
      {!branding.isError && !branding.data ? <Skeleton $height={96} role="status" aria-label="Loading the branding" /> : null}
      {branding.data ? <PreparedBy branding={branding.data} /> : null}
      {branding.data && isOwner ? <BrandingForm workspaceId={workspaceId} branding={branding.data} /> : null}
      {branding.data && !isOwner ? <Muted>Only the workspace&apos;s owner can change its branding.</Muted> : null}
    </Card>
  );
}

function BrandingForm({ workspaceId, branding }: { workspaceId: string; branding: Branding }) {
  const [accentColor, setAccentColor] = useState(branding.accentColor ?? '');
  const [logo, setLogo] = useState<string | null>(branding.logo);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [save, saving] = useSetBrandingMutation();
  useEffect(() => setSaved(false), [accentColor, logo]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return setErrors({ logo: 'logo must be a PNG or JPEG image' });
    if (file.size > LOGO_MAX_BYTES) return setErrors({ logo: `logo must be at most ${LOGO_MAX_BYTES / 1024} KB` });
    setErrors({});
    setLogo(await readAsDataUrl(file));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = brandingBody.safeParse({ accentColor: accentColor.trim() || null, logo });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    const result = await save({ workspaceId, body: parsed.data });
    if ('error' in result) {
      const inline = fieldErrors(result.error);
      return setErrors(Object.keys(inline).length ? inline : { form: errorMessage(result.error) });
    }
    setErrors({});
    setSaved(true);
  };

  return (
    <FormGrid onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Branding">
      <TextField
        label="Accent colour (#rrggbb)"
        name="accentColor"
        placeholder="#1f6feb"
        value={accentColor}
        onChange={(event) => setAccentColor(event.target.value)}
        error={errors.accentColor}
      />
      <FileLabel>
        Logo (PNG or JPEG, at most {LOGO_MAX_BYTES / 1024} KB)
        <input type="file" name="logo" accept={LOGO_TYPES.join(',')} onChange={(event) => void onFile(event)} aria-invalid={errors.logo ? true : undefined} />
      </FileLabel>
      {errors.logo ? <Problem role="alert">{errors.logo}</Problem> : null}
      {errors.form ? <Problem role="alert">{errors.form}</Problem> : null}
      <FullRow>
        <Button type="submit" disabled={saving.isLoading}>
          Save the branding
        </Button>
        {logo ? (
          <Button type="button" $variant="secondary" onClick={() => setLogo(null)}>
            Remove the logo
          </Button>
        ) : null}
        {saved ? <span role="status">Saved.</span> : null}
      </FullRow>
    </FormGrid>
  );
}
