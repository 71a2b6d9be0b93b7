import { SectionHeading } from './section-heading';

const TEAM = [
  {
    name: 'Lucía Herrera',
    initials: 'LH',
    role: 'Founder & Lead Translator',
    bio: 'Translator working between English and Spanish, focused on legal and civil-status documents. Lucía oversees the quality of every translation we deliver.',
  },
  {
    name: 'Daniel Carter',
    initials: 'DC',
    role: 'Operations & Customer Support',
    bio: 'Daniel keeps orders moving and answers your questions, from choosing the right service to tracking delivery.',
  },
] as const;

export const AboutTeam = () => (
  <section aria-labelledby="team-heading" className="bg-slate-50">
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading
        id="team-heading"
        eyebrow="Our team"
        title="Small team, personal service"
        lead="You deal with the same two people from your first question to your finished translation."
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
                <p className="font-medium text-brand-700 text-sm">{person.role}</p>
              </div>
            </div>
            <p className="mt-5 text-slate-600 leading-relaxed">{person.bio}</p>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
