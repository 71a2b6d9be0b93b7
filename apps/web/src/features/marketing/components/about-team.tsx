import { useMessages } from '@/lib/i18n/i18n';
import { aboutCatalogue } from '../messages/about/catalogue';
import { SectionHeading } from './section-heading';

const TEAM = [
  { name: 'Lucía Herrera', initials: 'LH', role: 'luciaRole', bio: 'luciaBio' },
  { name: 'Daniel Carter', initials: 'DC', role: 'danielRole', bio: 'danielBio' },
] as const;

export const AboutTeam = () => {
  const { m } = useMessages(aboutCatalogue);
  return (
    <section aria-labelledby="team-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading
          id="team-heading"
          eyebrow={m.about.teamEyebrow}
          title={m.about.teamTitle}
          lead={m.about.teamLead}
        />
        <ul className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
          {TEAM.map((person) => (
            <li
              key={person.name}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm sm:p-8"
            >
              <div className="flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-brand-600 font-semibold text-white text-xl shadow-sm"
                >
                  {person.initials}
                </span>
                <div>
                  <h3 className="font-semibold text-lg text-slate-900">{person.name}</h3>
                  <p className="font-medium text-brand-700 text-sm">{m.about[person.role]}</p>
                </div>
              </div>
              <p className="mt-5 text-slate-600 leading-relaxed">{m.about[person.bio]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
