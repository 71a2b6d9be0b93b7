import { LEAD_STATUS_LABELS, LEAD_STATUSES, type TLead, type TLeadStatus } from '@sello/shared/lead-schemas';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PageLoading } from '@/components/ui/page-message';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage, FALLBACK_MESSAGES } from '@/lib/api-client';
import { formatDateTime } from '@/lib/order-format';
import { useLeads, useUpdateLead } from '../api/leads';

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }));
const FILTER_OPTIONS = [{ value: '', label: 'All leads' }, ...STATUS_OPTIONS];

const isLeadStatus = (value: string): value is TLeadStatus => LEAD_STATUSES.some((status) => status === value);

const NOTES_MAX = 2000;

/** The admin's follow-up note on a lead, edited in a dialog. */
const LeadNoteForm = ({ lead, onDone }: { lead: TLead; onDone: () => void }) => {
  const [notes, setNotes] = useState(lead.notes ?? '');
  const update = useUpdateLead();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { id: lead.id, changes: { status: lead.status, notes: notes.trim() || null } },
          { onSuccess: onDone },
        );
      }}
    >
      {update.isError ? (
        <Alert tone="error" title="The note was not saved">
          {errorMessage(update.error, 'Failed to save the note')}
        </Alert>
      ) : null}
      <TextareaField
        label="Note"
        rows={5}
        maxLength={NOTES_MAX}
        hint="Only admins see this."
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        data-autofocus
      />
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save note
        </Button>
      </div>
    </form>
  );
};

/** People who left their details (planner, free quote…), newest first, with their follow-up status. */
const LeadDetails = ({ lead }: { lead: TLead }) => {
  const parts = [
    lead.totalPages ? `${lead.totalPages} ${lead.totalPages === 1 ? 'page' : 'pages'}` : null,
    lead.sourceLanguage ? `from ${lead.sourceLanguage}` : null,
    lead.targetLanguages.length > 0 ? `into ${lead.targetLanguages.join(', ')}` : null,
    lead.destinationCountry ? `for ${lead.destinationCountry}` : null,
    lead.planId ? 'asked for a visa plan PDF' : null,
  ].filter(Boolean);
  return parts.length > 0 ? <p className="mt-1 text-slate-800">{parts.join(' · ')}</p> : null;
};

export const LeadsPanel = () => {
  const [filter, setFilter] = useState<TLeadStatus | ''>('');
  const leads = useLeads(filter);
  const update = useUpdateLead();
  const [noting, setNoting] = useState<TLead | null>(null);

  return (
    <section
      aria-labelledby="leads-heading"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-col gap-4 border-slate-200 border-b p-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="leads-heading" className="font-semibold text-lg text-slate-900">
            Contacts to follow up
          </h2>
        </div>
        <SelectField
          label="Show"
          options={FILTER_OPTIONS}
          value={filter}
          onChange={(event) => setFilter(isLeadStatus(event.target.value) ? event.target.value : '')}
          containerClassName="sm:w-48"
        />
      </div>
      {update.isError ? (
        <div className="p-5 pb-0">
          <Alert tone="error" title="The status was not saved">
            {errorMessage(update.error, FALLBACK_MESSAGES.updateStatus)}
          </Alert>
        </div>
      ) : null}
      {leads.isPending ? <PageLoading label="Loading leads" /> : null}
      {leads.isError ? (
        <div className="p-5">
          <Alert tone="error" title="Failed to load leads">
            {errorMessage(leads.error, 'Failed to load leads')}
          </Alert>
        </div>
      ) : null}
      {leads.data?.leads.length === 0 ? <p className="px-5 py-12 text-center text-slate-600">No leads yet.</p> : null}
      {leads.data && leads.data.leads.length > 0 ? (
        <ul className="divide-y divide-slate-100" aria-busy={leads.isPlaceholderData || undefined}>
          {leads.data.leads.map((lead) => (
            <li key={lead.id} className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-base text-slate-900">{lead.name ?? lead.email}</p>
                <p className="break-words text-slate-600">
                  {lead.name ? `${lead.email} · ` : ''}
                  {lead.phone ? `${lead.phone} · ` : ''}
                  From {lead.source} · {formatDateTime(lead.createdAt)}
                </p>
                <LeadDetails lead={lead} />
                {lead.documentDescription ? <p className="mt-1 text-slate-800">{lead.documentDescription}</p> : null}
                {lead.notes ? <p className="mt-1 text-slate-600 italic">Note: {lead.notes}</p> : null}
              </div>
              <div className="flex items-end gap-2">
                <Button
                  variant="outline"
                  icon={<NotebookPen aria-hidden="true" className="size-4" />}
                  onClick={() => setNoting(lead)}
                  aria-label={`${lead.notes ? 'Edit the note' : 'Add a note'} on the lead from ${lead.email}`}
                >
                  Note
                </Button>
                <SelectField
                  label="Status"
                  aria-label={`Status of the lead from ${lead.email}`}
                  options={STATUS_OPTIONS}
                  value={lead.status}
                  disabled={update.isPending && update.variables?.id === lead.id}
                  onChange={(event) => {
                    if (isLeadStatus(event.target.value))
                      update.mutate({ id: lead.id, changes: { status: event.target.value } });
                  }}
                  containerClassName="w-40"
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <Modal
        open={noting !== null}
        onClose={() => setNoting(null)}
        title="Note on this lead"
        description={noting?.email}
      >
        {noting ? <LeadNoteForm lead={noting} onDone={() => setNoting(null)} /> : null}
      </Modal>
    </section>
  );
};
