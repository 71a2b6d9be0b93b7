import { LANGUAGES } from '@sello/shared/constants';
import { languagePairLabel, type TStaffCredential, type TStaffProfile } from '@sello/shared/staff-profile-schemas';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useRemoveStaffCredential } from '../api/remove-staff-credential';
import { CredentialEditor } from './credential-editor';
import { formOfAddressLabel, jurisdictionTitle } from './credential-form';

const CredentialSummary = ({ credential }: { credential: TStaffCredential }) =>
  credential.kind === 'sworn' ? (
    <div>
      <p className="font-medium text-slate-900">
        {jurisdictionTitle(credential.jurisdiction, credential.formOfAddress)} of {LANGUAGES[credential.language].name}
      </p>
      <p className="text-slate-600 text-sm">
        No. {credential.number} · {credential.issuingAuthority}
      </p>
      <p className="text-slate-600 text-sm">Sworn work: {credential.coveredPairs.map(languagePairLabel).join(', ')}</p>
      <p className="text-slate-600 text-sm">
        Title on the seal and the certification: {formOfAddressLabel(credential.jurisdiction, credential.formOfAddress)}
      </p>
    </div>
  ) : (
    <div>
      <p className="font-medium text-slate-900">
        {credential.body} certified,{' '}
        {languagePairLabel({ source: credential.sourceLanguage, target: credential.targetLanguage })}
      </p>
      <p className="text-slate-600 text-sm">No. {credential.number} · not a sworn appointment</p>
    </div>
  );

/**
 * Sworn appointments and certifications. Sworn work is assigned only to a translator whose appointment covers the
 * pair; the owner enters them (after checking the register), the translator and project managers see them.
 */
export const CredentialsCard = ({ profile, mine }: { profile: TStaffProfile; mine: boolean }) => {
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const removal = useRemoveStaffCredential(profile.userId);
  const editable = profile.canEditCredentials;

  return (
    <Card
      id="credentials"
      title="Credentials"
      action={
        editable && editing !== 'new' ? (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            Add credential
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-4">
        {mine && !editable ? (
          <p className="text-slate-600 text-sm">
            The agency owner enters credentials after checking them against the register. Ask them to add or correct
            one.
          </p>
        ) : null}
        {editing === 'new' ? <CredentialEditor userId={profile.userId} onDone={() => setEditing(null)} /> : null}
        {profile.credentials.length === 0 && editing !== 'new' ? (
          <p className="text-slate-600 text-sm">
            No credentials yet: sworn work cannot be assigned to {mine ? 'you' : 'this person'}.
          </p>
        ) : null}
        <ul className="flex flex-col divide-y divide-slate-200">
          {profile.credentials.map((credential) => (
            <li key={credential.id} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0">
              {editing === credential.id ? (
                <CredentialEditor userId={profile.userId} credential={credential} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <CredentialSummary credential={credential} />
                  {editable ? (
                    <div className="flex gap-2">
                      <Button size="sm" variant="outline" onClick={() => setEditing(credential.id)}>
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        loading={removal.isPending && removal.variables === credential.id}
                        onClick={() => removal.mutate(credential.id)}
                      >
                        Remove
                      </Button>
                    </div>
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ul>
        {removal.isError ? (
          <Alert tone="error">{errorMessage(removal.error, 'Failed to remove the credential')}</Alert>
        ) : null}
      </div>
    </Card>
  );
};
