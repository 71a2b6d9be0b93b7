import { LEAD_SOURCES, type TCreateLeadInput, type TLeadSource } from '@sello/shared/lead-schemas';
import { NAME_NOT_SHOWN, nameForEmail } from '@sello/shared/person-name';
import { renderEmail, type TEmailContent } from '../render-email.ts';

const SOURCE_LABELS: Record<TLeadSource, string> = {
  'free-quote': 'the free-quote page',
  planner: 'the visa document planner (PDF request)',
};

/** The site's own sources in words; any other (a client's own text) as given. */
const sourceLabel = (source: string): string =>
  (LEAD_SOURCES as readonly string[]).includes(source) ? SOURCE_LABELS[source as TLeadSource] : `“${source}”`;

type TNewLeadEmail = { brandName: string; supportEmail: string; lead: TCreateLeadInput; adminLeadsUrl: string };

/** Sent to the support address for every public lead; replying answers the visitor. */
export const newLeadEmail = ({ brandName, supportEmail, lead, adminLeadsUrl }: TNewLeadEmail): TEmailContent =>
  renderEmail({
    brandName,
    supportEmail,
    subject: `New lead from ${sourceLabel(lead.source)}: ${nameForEmail(lead.name, lead.email)}`,
    heading: 'New lead',
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['From', sourceLabel(lead.source)],
          ['Name', lead.name ? nameForEmail(lead.name, NAME_NOT_SHOWN) : 'Not provided'],
          ['Email', lead.email],
          ['Phone', lead.phone ?? 'Not provided'],
          ...(lead.totalPages ? [['Pages', String(lead.totalPages)] as [string, string]] : []),
          ...(lead.sourceLanguage ? [['Translate from', lead.sourceLanguage] as [string, string]] : []),
          ...(lead.targetLanguages ? [['Translate into', lead.targetLanguages.join(', ')] as [string, string]] : []),
          ...(lead.destinationCountry ? [['Destination country', lead.destinationCountry] as [string, string]] : []),
        ],
      },
      ...(lead.documentDescription ? [{ kind: 'quote' as const, text: lead.documentDescription }] : []),
      { kind: 'paragraph', text: `Follow it up in the admin area: ${adminLeadsUrl}` },
      { kind: 'paragraph', text: 'Reply to this email to answer the visitor directly.' },
    ],
  });
